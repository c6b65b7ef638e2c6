import { defaultLanguage, languages } from '@kolekt/shared/constants';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from './storage-keys';

function syncDocumentLanguage(language: string) {
  document.documentElement.lang = language;
}

/** Loads `/locales/{lng}/common.json`; resolves once the first language is ready to render. */
export async function initI18n() {
  i18next.on('languageChanged', syncDocumentLanguage);
  await i18next
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      fallbackLng: defaultLanguage,
      supportedLngs: [...languages],
      load: 'languageOnly',
      ns: ['common'],
      defaultNS: 'common',
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: storageKeys.language,
        caches: ['localStorage'],
      },
      // React already escapes what it renders.
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
  syncDocumentLanguage(i18next.resolvedLanguage ?? defaultLanguage);
}
