import { pageCookies } from '@kolekt/shared/page-cookies';
import type { FastifyRequest } from 'fastify';
import type { FirstScreenDrawer } from '../../http/first-screen';
import { asLanguage, requestLanguage } from '../../lib/language';
import { linkPreview, previewSubjectOf, type PreviewContext } from './link-preview';
import { withPageHead } from './page-head';

/**
 * index.html for a page address, with that page's title, description and preview tags: the
 * same HTML for every client (no user-agent sniffing), in the language the link asks for
 * (`?lang=en`) or else the visitor's (the one chosen in this browser, else Accept-Language); and,
 * where the web app draws it on the server, the page's first screen as a guest sees it.
 */
export function pageHtml(
  context: PreviewContext,
  publicUrl: string,
  drawFirstScreen?: FirstScreenDrawer,
) {
  return async (request: FastifyRequest, template: string): Promise<string> => {
    const url = new URL(request.url, 'http://page');
    const asked = url.searchParams.get('lang') ?? request.cookies[pageCookies.language];
    const language = asked ? asLanguage(asked) : requestLanguage(request);
    const preview = await linkPreview(context, previewSubjectOf(url.pathname), language);
    // A page with the site's card is still its own address (a login page is not the home page).
    const path = preview.kind === 'site' ? url.pathname : preview.path;
    const page = withPageHead(template, { ...preview, path }, publicUrl);
    // A browser that keeps a session draws its own pages: they differ from a guest's.
    if (!drawFirstScreen || request.cookies[pageCookies.signedIn]) return page;
    const drawn = await drawFirstScreen(page, request.url, language, request.ip).catch(
      (error: unknown) => {
        // The browser draws the page instead; the head is still the page's own.
        request.log.warn({ err: error }, 'first screen not drawn');
        return undefined;
      },
    );
    return drawn ?? page;
  };
}
