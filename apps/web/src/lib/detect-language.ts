import { defaultLanguage, languages, type Language } from '@kolekt/shared/constants';
import { storageKeys } from './storage-keys';

/** `en-GB` → `en`, if Kolekt speaks it. */
function spoken(code: string | null | undefined): Language | undefined {
  const base = code?.toLowerCase().split('-')[0];
  return languages.find((language) => language === base);
}

/**
 * The language to draw the first screen in: the one chosen in this browser before, else the first
 * of the browser's languages that Kolekt speaks, else Turkish.
 */
export function detectLanguage(): Language {
  return (
    spoken(localStorage.getItem(storageKeys.language)) ??
    navigator.languages.map(spoken).find((language) => language !== undefined) ??
    defaultLanguage
  );
}
