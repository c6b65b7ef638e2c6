import type { LegalDocument } from './legal-document';

export const termsEn: LegalDocument = {
  title: 'Terms of Service',
  updated: 'Last updated: 24 November 2026',
  intro:
    'These terms apply when you use Kolekt to save products from online shops into collections, share them and follow other people. By creating an account you accept them.',
  sections: [
    {
      heading: 'Your account',
      items: [
        'Give a real e-mail address you can read: codes for verification, password reset and e-mail change go there.',
        'Keep your password to yourself. You are responsible for what is done with your account.',
        'You can change your password and e-mail address, download your data and delete your account at any time on the account settings page.',
      ],
      link: { to: '/settings/account', label: 'Account settings' },
    },
    {
      heading: 'What you share',
      paragraphs: [
        'Public collections, your profile and your comments on public collections can be seen by anyone. Do not post what is unlawful, hateful, harassing or someone else’s private information, and do not use Kolekt to send spam.',
        'You keep the rights to what you write. You allow Kolekt to store and show it as the service needs, until you delete it or your account.',
      ],
    },
    {
      heading: 'Products, prices and analysis',
      paragraphs: [
        'Product details come from the shops’ own pages and can be wrong or out of date; the price and stock on the shop’s site are the ones that count. Kolekt does not sell anything, and purchases are between you and the shop.',
        'The product analysis is produced automatically and can be mistaken. Treat it as a hint, not advice.',
      ],
    },
    {
      heading: 'Fair use',
      paragraphs: [
        'Do not try to break into accounts, overload the service or get around its limits. Requests beyond the limits are refused for a while.',
      ],
    },
    {
      heading: 'The service',
      paragraphs: [
        'Kolekt is provided as it is, without warranty. We work to keep it available and your data safe, but cannot promise it will never be interrupted.',
        'We may change these terms; the date above shows the current version. If you do not agree with a change, you can export your data and delete your account.',
        'How your data is handled is described in the Privacy Policy.',
      ],
      link: { to: '/privacy', label: 'Privacy Policy' },
    },
  ],
};
