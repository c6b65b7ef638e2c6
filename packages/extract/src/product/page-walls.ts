import type { CheerioAPI } from 'cheerio';

/** Why a page holds no product for a reader of its HTML, or null when nothing stands in the way. */
export type PageWall = 'javascript_shell' | 'login_wall';

const loginPaths =
  /\/(login|signin|sign-in|giris|giris-yap|uye-girisi|uyelik|oturum-ac|hesabim\/giris)(\/|$|\?|\.)/i;
const appRoots = '#app, #root, #__next, #__nuxt, #___gatsby, [data-reactroot], app-root';
const shellTextChars = 200;

/** The words a reader sees in the body: scripts, styles and templates dropped. */
function visibleText($: CheerioAPI): string {
  const body = $('body').clone();
  body.find('script, style, noscript, template, svg').remove();
  return body.text().replace(/\s+/g, ' ').trim();
}

/** Almost no text, and the page waits for its script: an empty app root, or it asks for JavaScript. */
function isJavaScriptShell($: CheerioAPI): boolean {
  if (visibleText($).length >= shellTextChars) return false;
  const asksForScript =
    /enable javascript|javascript('i)? (etkinleştir|aç)|requires javascript/i.test(
      $('noscript').text(),
    );
  const emptyRoot = $(appRoots)
    .toArray()
    .some((root) => $(root).text().replace(/\s+/g, ' ').trim().length < shellTextChars);
  return asksForScript || emptyRoot || $('script').length > 0;
}

/** A password form as the page's main content (a header or dialog login box does not count). */
function isLoginForm($: CheerioAPI): boolean {
  return $('form:has(input[type="password"])')
    .toArray()
    .some(
      (form) =>
        $(form).closest('header, nav, footer, aside, dialog, [role="dialog"], .modal').length === 0,
    );
}

/**
 * A page a server's fetch cannot read a product from: a JavaScript shell, or a login wall (a
 * login address, or a password form as the main content). Only asked when no structured
 * product data (JSON-LD, microdata, priced meta tags) was found.
 */
export function pageWall($: CheerioAPI, pageUrl: URL): PageWall | null {
  if (loginPaths.test(pageUrl.pathname)) return 'login_wall';
  if (isLoginForm($)) return 'login_wall';
  return isJavaScriptShell($) ? 'javascript_shell' : null;
}
