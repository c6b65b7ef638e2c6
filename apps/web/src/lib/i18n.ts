import { languages, type Language } from '@kolekt/shared/constants';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage } from './detect-language';
import { i18nOptions } from './i18n-options';
import { loadTranslations } from './load-translations';
import { keepLanguageCookie } from './page-cookies';
import { storageKeys } from './storage-keys';

const isLanguage = (code: string): code is Language => languages.some((known) => known === code);

/** Reads a language from its bundled chunk (`load-translations.ts`), not over a separate request. */
const translationChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLanguage(language)) return callback(new Error(`no translations for ${language}`), null);
    loadTranslations(language).then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

function keepLanguage(language: string) {
  document.documentElement.lang = language;
  localStorage.setItem(storageKeys.language, language);
  keepLanguageCookie(language);
}

/** Resolves once the visitor's language is ready to render; only that language is downloaded. */
export async function initI18n() {
  i18next.on('languageChanged', keepLanguage);
  await i18next
    .use(translationChunks)
    .use(initReactI18next)
    .init({ ...i18nOptions, lng: detectLanguage() });
}
