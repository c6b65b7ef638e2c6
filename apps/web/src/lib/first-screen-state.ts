import type { Language } from '@kolekt/shared/constants';
import type { DehydratedState } from '@tanstack/react-query';

/** The id of the data block a server-drawn first screen comes with. */
export const firstScreenStateId = 'first-screen-state';

/**
 * What the server drew a page's first screen from, sent with it so the browser's first render
 * is the same tree and React adopts the drawn HTML instead of replacing it.
 */
export interface FirstScreenState {
  language: Language;
  /** The api answers the screen was drawn from (TanStack Query's cache). */
  queries: DehydratedState;
}

/**
 * A `<script type="application/json">` block: data, never run (so the page's CSP need not allow
 * inline scripts). `<` is escaped so no value, such as a collection's name, can close the tag.
 */
export function firstScreenStateTag(state: FirstScreenState): string {
  const json = JSON.stringify(state).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${firstScreenStateId}">${json}</script>`;
}

/** The state the server sent with this page, if it drew its first screen. */
export function readFirstScreenState(): FirstScreenState | undefined {
  const text = document.getElementById(firstScreenStateId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as FirstScreenState;
  } catch {
    return undefined;
  }
}
