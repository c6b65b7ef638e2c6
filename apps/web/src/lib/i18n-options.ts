import { languages } from '@kolekt/shared/constants';
import type { InitOptions } from 'i18next';

/** What the browser's and the server's i18next share, so both draw the same texts. */
export const i18nOptions = {
  // Both files hold every key (locales.test.ts), so no second language is fetched as a fallback.
  fallbackLng: false,
  supportedLngs: [...languages],
  ns: ['common'],
  defaultNS: 'common',
  // React already escapes what it renders.
  interpolation: { escapeValue: false },
  showSupportNotice: false,
} satisfies InitOptions;
