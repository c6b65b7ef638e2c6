import { answerStatusError, ScrapeError } from '@kolekt/extract';
import type { Page, Response } from 'playwright-core';
import { guardHeader } from '../fetch/proxy-forward';
import type { ProxySession } from '../fetch/proxy-session';

/**
 * Goes to the URL and judges the main document's answer as the plain fetch does: a status that
 * is not 2xx is `page_not_found` (404, 410) or `upstream_status` (Chromium fails such a
 * navigation itself when the body is empty, so the answer is taken from the response event), and
 * the guard's refusal wins.
 */
export async function navigate(
  page: Page,
  url: URL,
  session: ProxySession,
  deadline: number,
): Promise<void> {
  let document: Response | undefined;
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) {
      document = response;
    }
  });
  let failure: unknown;
  await page
    .goto(url.href, { waitUntil: 'load', timeout: Math.max(1, deadline - Date.now()) })
    .catch((error: unknown) => (failure = error));
  if (!document) throw failure ?? session.refusal ?? new Error('No document was loaded.');
  if (document.headers()[guardHeader]) {
    throw (
      session.refusal ?? new ScrapeError('forbidden_address', 'The shop address is not allowed.')
    );
  }
  const status = document.status();
  if (status < 200 || status >= 300) {
    throw answerStatusError(status);
  }
  if (failure) throw failure;
}
