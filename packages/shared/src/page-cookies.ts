/**
 * Cookies the web app keeps for the api's page route, so that it draws a page's first screen
 * only as the visitor would see it (decision 0040): the browser keeps its session in local
 * storage, which a page request cannot carry. Neither is a secret nor grants anything.
 */
export const pageCookies = {
  /** Present while this browser keeps a session: its pages are drawn by the browser. */
  signedIn: 'kolekt_signed_in',
  /** The language chosen in this browser, ahead of Accept-Language. */
  language: 'kolekt_language',
} as const;
