import type { LegalDocument } from './legal-document';

/** What Kolekt stores and sends, as the code does it (keep in step with the api and web app). */
export const privacyEn: LegalDocument = {
  title: 'Privacy Policy',
  updated: 'Last updated: 24 November 2026',
  intro:
    'This page says what Kolekt stores about you, what it sends to others and why, how long it keeps it, and how you take it with you or delete it. Kolekt does not sell your data and shows no advertising.',
  sections: [
    {
      heading: 'Your account',
      items: [
        'Name, surname, username and e-mail address, and the language you use.',
        'Your password, only as an Argon2id hash; nobody, including us, can read it back.',
        'Your biography and profile picture, if you add them.',
        'If you sign in with Google: that your account is linked to your Google account, and the name and e-mail address Google gives us.',
        'Sign-in sessions (when they were made and until when they are valid), one-time e-mail codes, and failed sign-in counts that protect your account from guessing.',
      ],
    },
    {
      heading: 'What you do in Kolekt',
      items: [
        'Your collections (name, description, public or private) and the products saved in them, with what you typed or captured about a product.',
        'Your likes, comments and follows, and the notifications they cause.',
        'Views of collections: who looked (your user id, or for a visitor without an account a one-way hash made from the connection, never the network address itself), so a view counts once a day.',
      ],
      paragraphs: [
        'Public collections, your profile (name, username, biography, picture, follower and following counts) and comments on public collections can be seen by anyone. Private collections are seen only by you.',
      ],
    },
    {
      heading: 'Product pages Kolekt fetches',
      paragraphs: [
        "When you add a product by its link or search the shops, Kolekt's server fetches the shop's page or search results itself. The shop sees Kolekt's server, not your browser, and nothing about you is sent with the request. What the shop's page says (title, price, picture, description, ratings) is stored once per product page and shared by everyone who saves it.",
        'If you use the Kolekt browser extension, it reads the product page open in your own browser and sends that product to Kolekt when you save it.',
      ],
    },
    {
      heading: 'AI product analysis (optional)',
      paragraphs: [
        "By default the product analysis runs on Kolekt's own server and sends nothing anywhere. If the operator of this Kolekt has configured an external AI provider, the facts of the product being analysed (title, description, price, rating and reviews from the shop) are sent to that provider. Nothing about your account is sent.",
      ],
    },
    {
      heading: 'Error reporting (optional)',
      paragraphs: [
        'If the operator has configured error reporting (Sentry), your browser sends a report when the app fails: the error, the page address, your browser and device, your network address, and, while you are signed in, your user id, username and e-mail address, so that the problem can be traced. Without that setting no report leaves your browser.',
      ],
    },
    {
      heading: 'E-mail and Google',
      paragraphs: [
        'Codes for verifying your address, resetting your password or changing your e-mail are sent through the mail server the operator has configured. Each e-mail waits in an outbox in our database until it is delivered; the record of a sent one (address and subject) is kept for 30 days.',
        "The Google sign-in button loads Google's script only when you press it; Google then handles that sign-in under its own privacy policy.",
        "The server's technical log records each request (method, address and network address; never passwords, codes, tokens or cookies), to run and protect the service.",
      ],
    },
    {
      heading: 'Cookies and browser storage',
      items: [
        'One sign-in cookie (kolekt_rt): HTTP-only, sent only to the sign-in endpoints, same site only, valid for at most 30 days, replaced on every use and removed when you log out or delete your account.',
        'One cookie (kolekt_trust) remembering that this browser signed in to your account before, so that wrong passwords tried elsewhere never lock you out here: HTTP-only, sent only to the sign-in endpoints, same site only, kept for a year. It holds a random number signed by us, not your address.',
        'One cookie remembering whether the collections sidebar is open, for 7 days.',
        "In your browser's local storage: your current session, your language, your recent searches, and the collections and products you last visited. They stay on your device.",
      ],
      paragraphs: ['There are no advertising or tracking cookies.'],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Your account and everything in it are kept while your account exists. E-mail codes expire after 10 minutes; sign-in sessions after at most 30 days. A sign-up whose address is not verified is deleted after a day. When you delete your account it is removed at once.',
      ],
    },
    {
      heading: 'Export and deletion',
      paragraphs: [
        'On the account settings page you can download a JSON file of everything your account holds: your profile, collections and their products, the product details you gave, likes, comments, follows, notifications, the prices you watch, your alert preferences and the push addresses of your devices.',
        "You can also delete your account there. Your profile, collections, likes, comments, follows, notifications, sessions and codes are deleted, and so is every e-mail to your address in our outbox, sent or not; like, comment and follower counts others see are corrected. Shop product pages stay, because they belong to the shop and may be in other people's collections; nothing in them points to you. View counts stay, as the views happened.",
      ],
      link: { to: '/settings/account', label: 'Account settings' },
    },
  ],
};
