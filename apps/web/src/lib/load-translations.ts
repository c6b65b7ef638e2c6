import type { Language } from '@kolekt/shared/constants';
import type en from '../locales/en.json';

export type Translations = typeof en;

/** One chunk per language, so a visitor downloads only the language drawn. */
const chunks: Record<Language, () => Promise<{ default: Translations }>> = {
  tr: () => import('../locales/tr.json'),
  en: () => import('../locales/en.json'),
};

const started = new Map<Language, Promise<Translations>>();

/**
 * A language's translations, fetched once: `start-first-screen.ts` asks for them with the first
 * scripts and `i18n.ts` picks up the same download.
 */
export function loadTranslations(language: Language): Promise<Translations> {
  let pending = started.get(language);
  if (!pending) {
    pending = chunks[language]().then(
      (chunk) => chunk.default,
      (error: unknown) => {
        // A failed chunk (offline, a new deploy) may be asked for again.
        started.delete(language);
        throw error;
      },
    );
    started.set(language, pending);
  }
  return pending;
}
