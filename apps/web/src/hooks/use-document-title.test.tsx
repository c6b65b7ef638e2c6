import { renderHook } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { useDocumentTitle, useSiteTitleOnNavigation } from './use-document-title';

beforeEach(() => {
  document.title = 'Düğün listesi · Kolekt';
});

it('names the tab after the screen once its title is known', () => {
  const { rerender } = renderHook(({ title }) => useDocumentTitle(title), {
    initialProps: { title: undefined as string | undefined },
  });
  expect(document.title).toBe('Düğün listesi · Kolekt');
  rerender({ title: 'Ayşe Yılmaz' });
  expect(document.title).toBe('Ayşe Yılmaz · Kolekt');
});

it("keeps the served page's title on the first screen and starts each navigation from Kolekt", () => {
  const { rerender } = renderHook(({ pathname }) => useSiteTitleOnNavigation(pathname), {
    initialProps: { pathname: '/collection/c1' },
  });
  expect(document.title).toBe('Düğün listesi · Kolekt');
  rerender({ pathname: '/search' });
  expect(document.title).toBe('Kolekt');
});
