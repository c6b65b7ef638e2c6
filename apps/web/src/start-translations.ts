import { detectLanguage } from './lib/detect-language';
import { loadTranslations } from './lib/load-translations';

// A second, tiny entry that index.html runs before main.tsx: the translations' chunk starts
// downloading with the framework instead of after it has run. main.tsx asks again (the same
// download) and reports a failure.
loadTranslations(detectLanguage()).catch(() => undefined);
