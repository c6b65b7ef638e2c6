import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { initI18n } from '../lib/i18n';
import '../ui/styles.css';
import { OptionsApp } from './options-app';

i18next.use(initReactI18next);
await initI18n();
document.documentElement.lang = i18next.language;

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <OptionsApp />
  </StrictMode>,
);
