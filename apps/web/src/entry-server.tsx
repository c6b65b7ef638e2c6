import { languages, type Language } from '@kolekt/shared/constants';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { firstScreenAt, type ApiRead } from './app/first-screens';
import { queryDefaults } from './lib/query-defaults';
import { routes } from './app/route-table';
import { withFirstScreen } from './lib/first-screen-page';
import { firstScreenStateTag } from './lib/first-screen-state';
import { i18nOptions } from './lib/i18n-options';
import { loadTranslations } from './lib/load-translations';

const handler = createStaticHandler(routes);

// Both languages in memory, so changing language is synchronous and no request's render can
// run in the language of another that awaited in between.
const ready = (async () => {
  const resources = Object.fromEntries(
    await Promise.all(
      languages.map(async (language) => [language, { common: await loadTranslations(language) }]),
    ),
  );
  await i18next.use(initReactI18next).init({ ...i18nOptions, resources, lng: languages[0] });
})();

/**
 * `page` (the built index.html, with the page's head) with the first screen of `url` drawn in it
 * for a guest in `language` by the app's own components, as the browser would draw it once the
 * answers `read` gives were in; undefined when the page is the browser's to draw (see
 * `first-screens.ts`).
 */
export async function renderPage(
  page: string,
  url: string,
  language: Language,
  read: ApiRead,
): Promise<string | undefined> {
  const address = new URL(url, 'http://kolekt.invalid');
  const seed = firstScreenAt(address.pathname);
  if (!seed) return undefined;
  const queryClient = new QueryClient({ defaultOptions: queryDefaults });
  const [, seeded] = await Promise.all([ready, seed(read, queryClient)]);
  if (!seeded) return undefined;
  const context = await handler.query(new Request(address));
  if (context instanceof Response) return undefined;

  void i18next.changeLanguage(language);
  if (i18next.language !== language) return undefined;
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </QueryClientProvider>
    </StrictMode>,
  );
  const stateTag = firstScreenStateTag({ language, queries: dehydrate(queryClient) });
  return withFirstScreen(page, { html, stateTag });
}
