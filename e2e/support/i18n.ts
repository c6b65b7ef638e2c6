import { readFileSync } from 'node:fs';

export type Language = 'tr' | 'en';
type Tree = { [key: string]: string | Tree };

export const languages: readonly Language[] = ['tr', 'en'];

/** The browser locale that makes the app start in a language (it follows the browser's). */
export const browserLocale: Record<Language, string> = { tr: 'tr-TR', en: 'en-US' };

const load = (language: Language): Tree =>
  JSON.parse(
    readFileSync(new URL(`../../apps/web/src/locales/${language}.json`, import.meta.url), 'utf8'),
  ) as Tree;

const dictionaries: Record<Language, Tree> = { tr: load('tr'), en: load('en') };

/** A text of the web app as the user sees it, from the app's own translation files. */
export function t(language: Language, key: string, values: Record<string, string> = {}): string {
  let node: string | Tree | undefined = dictionaries[language];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no ${language} text for ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
