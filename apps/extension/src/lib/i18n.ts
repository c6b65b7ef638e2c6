import i18next from 'i18next';
import en from '../locales/en.json';
import tr from '../locales/tr.json';

export type ExtensionLanguage = 'tr' | 'en';

/** English for an English browser, Turkish (Kolekt's default) for every other. */
export function browserLanguage(): ExtensionLanguage {
  return (globalThis.navigator?.language ?? 'tr').toLowerCase().startsWith('en') ? 'en' : 'tr';
}

/** The extension's texts, bundled (no network fetch), in the browser's language. */
export async function initI18n(): Promise<typeof i18next> {
  if (i18next.isInitialized) return i18next;
  await i18next.init({
    lng: browserLanguage(),
    fallbackLng: 'tr',
    resources: { tr: { translation: tr }, en: { translation: en } },
    interpolation: { escapeValue: false },
    returnObjects: false,
    showSupportNotice: false,
  });
  return i18next;
}
