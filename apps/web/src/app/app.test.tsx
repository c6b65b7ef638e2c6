import { afterEach, expect, it, vi } from 'vitest';
import { renderPage } from '@/entry-server';
import { firstScreenStateId, type FirstScreenState } from '@/lib/first-screen-state';
import { envelopeResponse } from '@/test/render';
import { guestAnswers, builtPage, sharedCollection } from '@/test/first-screen-page';
import { startApp } from './app';

const path = `/collection/${sharedCollection.id}`;

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

/** The page the api would send for `path`, as the browser has parsed it. */
async function servedPage() {
  const page = await renderPage(builtPage, path, 'en', async (apiPath) =>
    guestAnswers.get(apiPath),
  );
  const served = new DOMParser().parseFromString(page ?? '', 'text/html');
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = served.getElementById('root')?.innerHTML ?? '';
  document.body.append(container);
  const state = JSON.parse(
    served.getElementById(firstScreenStateId)?.textContent ?? 'null',
  ) as FirstScreenState;
  return { container, state };
}

it("adopts the server's first screen: the same elements, no mismatch, nothing asked again", async () => {
  const { container, state } = await servedPage();
  window.history.replaceState(null, '', path);
  const heading = container.querySelector('h1');
  const cards = [...container.querySelectorAll('main h2')];
  const recoverable = vi.fn();
  window.addEventListener('error', recoverable);
  const fetchMock = vi.fn<typeof fetch>(async () =>
    envelopeResponse({ success: false, statusCode: 500 }),
  );
  vi.stubGlobal('fetch', fetchMock);

  await startApp(container, state);
  // Adopting ends with the page's effects: the document title is the collection's.
  await vi.waitFor(() => expect(document.title).toContain(sharedCollection.name));

  expect(heading?.isConnected).toBe(true);
  expect(container.querySelector('h1')).toBe(heading);
  expect([...container.querySelectorAll('main h2')]).toEqual(cards);
  expect(recoverable).not.toHaveBeenCalled();
  const asked = fetchMock.mock.calls.map(([url]) => String(url));
  expect(asked).not.toContain(`/api/${[...guestAnswers.keys()][1]}`);
  window.removeEventListener('error', recoverable);
});
