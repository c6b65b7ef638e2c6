import { defaultLanguage, languages, type Language } from '@kolekt/shared/constants';
import type { FastifyRequest } from 'fastify';

/** The caller's language from Accept-Language (the web app sends its current one). */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if ((languages as readonly string[]).includes(code)) return code as Language;
  }
  return defaultLanguage;
}

export function asLanguage(value: string): Language {
  return (languages as readonly string[]).includes(value) ? (value as Language) : defaultLanguage;
}
