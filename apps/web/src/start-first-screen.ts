import { startRoute } from './app/start-route';
import { detectLanguage } from './lib/detect-language';
import { loadTranslations } from './lib/load-translations';

// A second, tiny entry that index.html runs before main.tsx: what the first screen needs starts
// downloading with the framework instead of after it has run. main.tsx asks again for the
// translations (the same download) and reports a failure; the screens take the early answers.
const language = detectLanguage();
loadTranslations(language).catch(() => undefined);
startRoute(window.location.pathname, language);
