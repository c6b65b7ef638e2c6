import type { FastifyRequest } from 'fastify';
import { asLanguage, requestLanguage } from '../../http/language';
import { linkPreview, previewSubjectOf, type PreviewContext } from './link-preview';
import { withPageHead } from './page-head';

/**
 * index.html for a page address, with that page's title, description and preview tags: the
 * same HTML for every client (no user-agent sniffing), in the language the link asks for
 * (`?lang=en`) or else the visitor's.
 */
export function pageHtml(context: PreviewContext, publicUrl: string) {
  return async (request: FastifyRequest, template: string): Promise<string> => {
    const url = new URL(request.url, 'http://page');
    const asked = url.searchParams.get('lang');
    const language = asked ? asLanguage(asked) : requestLanguage(request);
    const preview = await linkPreview(context, previewSubjectOf(url.pathname), language);
    // A page with the site's card is still its own address (a login page is not the home page).
    const path = preview.kind === 'site' ? url.pathname : preview.path;
    return withPageHead(template, { ...preview, path }, publicUrl);
  };
}
