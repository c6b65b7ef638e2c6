import { defaultLanguage, languages, type Language } from '@kolekt/shared/constants';

const isLanguage = (value: string | null | undefined): value is Language =>
  (languages as readonly (string | null | undefined)[]).includes(value);

/**
 * The caller's language from Accept-Language (the web app sends its current one). Takes any
 * request with headers: a route's, or the hub's WebSocket upgrade.
 */
export function requestLanguage(request: { headers: { 'accept-language'?: string } }): Language {
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return defaultLanguage;
}

export function asLanguage(value: string): Language {
  return isLanguage(value) ? value : defaultLanguage;
}

/**
 * The language text is worded in for a signed-in reader: their own setting, else what their
 * client asks for (a stored value Kolekt does not speak, or none).
 */
export function readerLanguage(options: {
  setting: string | null | undefined;
  requested: Language;
}): Language {
  return isLanguage(options.setting) ? options.setting : options.requested;
}
