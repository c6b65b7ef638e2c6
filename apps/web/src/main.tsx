import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startSession } from './lib/start-session';
import { refreshSession } from './lib/api-client';
import { startErrorReporting } from './lib/error-reporting';
import { listenForExtensionRequests } from './lib/extension-bridge';
import { initI18n } from './lib/i18n';
import { afterFirstScreen } from './lib/first-screen';
import './index.css';

// The session refresh runs while the translations load; only the guarded routes wait for it.
void startSession();
// The paired extension asks an open Kolekt tab for a fresh token when its own has expired.
listenForExtensionRequests(() => void refreshSession());
await initI18n();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// Its settings request (and zod, to read them) waits for the first screen rather than competing
// with it. As before, errors thrown before the SDK has loaded go unreported.
afterFirstScreen(() => void startErrorReporting());
