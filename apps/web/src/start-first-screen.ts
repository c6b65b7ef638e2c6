import { startRoute } from './app/start-route';
import { runAppAfterPaint } from './lib/app-entry';
import { detectLanguage } from './lib/detect-language';
import { firstScreenStateId } from './lib/first-screen-state';
import { holdClicksUntilAppStarts } from './lib/held-clicks';
import { loadTranslations } from './lib/load-translations';

// A second, tiny entry that index.html runs first: what the first screen needs starts
// downloading with the framework instead of after it has run, and the app (main.tsx) starts once
// the page has been painted. main.tsx asks again for the translations (the same download) and
// reports a failure; the screens take the early answers.
const language = detectLanguage();
loadTranslations(language).catch(() => undefined);
// The server draws in the language it names in <html lang>.
const drawn =
  document.getElementById(firstScreenStateId) !== null &&
  document.documentElement.lang === language;
if (drawn) holdClicksUntilAppStarts();
startRoute(window.location.pathname, language, { drawn });
runAppAfterPaint();
