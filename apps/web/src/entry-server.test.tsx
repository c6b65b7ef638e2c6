import { expect, it } from 'vitest';
import { appEntryLinkId, appScriptsTemplateId } from './lib/app-entry';
import { firstScreenStateId, type FirstScreenState } from './lib/first-screen-state';
import tr from './locales/tr.json';
import { renderPage } from './entry-server';
import { builtPage, firstProducts, guestAnswers, sharedCollection } from './test/first-screen-page';

const read = async (path: string) => guestAnswers.get(path);
const parse = (page: string) => new DOMParser().parseFromString(page, 'text/html');
const collectionPath = `/collection/${sharedCollection.id}`;

it("draws a shared collection's first screen for a guest with the app's own components", async () => {
  const page = await renderPage(builtPage, collectionPath, 'en', read);
  const doc = parse(page ?? '');
  expect(doc.querySelector('#root h1')?.textContent).toBe(sharedCollection.name);
  expect([...doc.querySelectorAll('#root main h2')].map((title) => title.textContent)).toEqual(
    firstProducts.items.map((product) => product.title),
  );
});

it('keeps a name only ever text, in the markup and in the data block', async () => {
  const page = (await renderPage(builtPage, collectionPath, 'en', read)) ?? '';
  expect(page).not.toContain('</script><b>');
  const doc = parse(page);
  expect(doc.querySelector('#root b')).toBeNull();
  const state = JSON.parse(
    doc.getElementById(firstScreenStateId)?.textContent ?? 'null',
  ) as FirstScreenState;
  expect(state.language).toBe('en');
  expect(state.queries.queries.map((query) => query.state.data)).toContainEqual(sharedCollection);
});

it('holds the app scripts back in a template until the page has painted', async () => {
  const doc = parse((await renderPage(builtPage, collectionPath, 'en', read)) ?? '');
  expect(doc.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
  const template = doc.getElementById(appScriptsTemplateId) as HTMLTemplateElement;
  const links = template.content.querySelectorAll('link[rel="modulepreload"]');
  expect([...links].map((link) => link.getAttribute('href'))).toEqual([
    '/assets/index-b2.js',
    '/assets/framework-c3.js',
  ]);
  expect(template.content.getElementById(appEntryLinkId)).not.toBeNull();
});

it('draws the landing page in the language asked for', async () => {
  const doc = parse((await renderPage(builtPage, '/welcome', 'tr', read)) ?? '');
  expect(doc.querySelector('#root h1')?.textContent).toBe(tr.landing.headline);
});

it('leaves to the browser a collection a guest may not read, and every other page', async () => {
  const nothing = async () => undefined;
  expect(await renderPage(builtPage, collectionPath, 'en', nothing)).toBeUndefined();
  for (const path of ['/search?q=board', '/collections', '/collection/%E0%A4%A', '/']) {
    expect(await renderPage(builtPage, path, 'en', read)).toBeUndefined();
  }
});
