import i18next from 'i18next';
import { startApp } from './app/app';
import { startSession } from './lib/start-session';
import { refreshSession } from './lib/api-client';
import { startErrorReporting } from './lib/error-reporting';
import { listenForExtensionRequests } from './lib/extension-bridge';
import { readFirstScreenState } from './lib/first-screen-state';
import { initI18n } from './lib/i18n';
import { afterFirstScreen, whenFirstScreenDrawn } from './lib/first-screen';
import { replayHeldClick } from './lib/held-clicks';
import { keepSignedInCookie } from './lib/page-cookies';
import { useSessionStore } from './stores/session-store';
import './index.css';

// The session refresh runs while the translations load; only the guarded routes wait for it.
void startSession();
keepSignedInCookie();
// The paired extension asks an open Kolekt tab for a fresh token when its own has expired.
listenForExtensionRequests(() => void refreshSession());
await initI18n();

// The server draws a guest's first screen in the language it guessed from the request.
const firstScreen = readFirstScreenState();
const drawnForThisVisitor =
  firstScreen?.language === i18next.language && !useSessionStore.getState().token;
await startApp(
  document.getElementById('root') as HTMLElement,
  drawnForThisVisitor ? firstScreen : undefined,
);
void whenFirstScreenDrawn().then(replayHeldClick);
// Its settings request (and zod, to read them) waits for the first screen rather than competing
// with it. As before, errors thrown before the SDK has loaded go unreported.
afterFirstScreen(() => void startErrorReporting());
