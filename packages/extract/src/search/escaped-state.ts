import type { CheerioAPI } from 'cheerio';
import { balancedObject } from './read-results';

const simpleEscapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** The JavaScript string literal opening at `from` (its quote), decoded; undefined when unclosed. */
function stringLiteral(text: string, from: number): string | undefined {
  const quote = text[from];
  let value = '';
  for (let index = from + 1; index < text.length; index++) {
    const char = text[index];
    if (char === quote) return value;
    if (char !== '\\') {
      value += char;
      continue;
    }
    const next = text[++index] ?? '';
    const hex = next === 'u' ? 4 : next === 'x' ? 2 : 0;
    if (hex) {
      value += String.fromCharCode(parseInt(text.slice(index + 1, index + 1 + hex), 16));
      index += hex;
    } else value += simpleEscapes[next] ?? next;
  }
  return undefined;
}

/** JSON that a script writes either as a string literal or as an object with every quote escaped. */
function escapedJson(text: string, from: number): unknown {
  const first = text[from];
  if (first === '"' || first === "'") {
    const decoded = stringLiteral(text, from);
    try {
      return decoded === undefined ? undefined : JSON.parse(decoded);
    } catch {
      return undefined;
    }
  }
  return balancedObject(text.slice(from).replace(/\\(["\\/])/g, '$1'), 0);
}

/**
 * The value of a `'KEY': …` property holding escaped JSON in an inline script, as Hepsiburada's
 * `window.MORIA.VERTICALFILTER = Object.assign(…, {'<uuid>': {'STATE': "{\"data\":…}"}})`.
 * `marker` picks the script; every such property in it is tried until one parses.
 */
export function escapedState($: CheerioAPI, marker: string, key: string): unknown[] {
  const property = new RegExp(`['"]${key}['"]\\s*:\\s*`, 'g');
  const found: unknown[] = [];
  for (const script of $('script:not([src])').toArray()) {
    const text = $(script).text();
    if (!text.includes(marker)) continue;
    for (const match of text.matchAll(property)) {
      const value = escapedJson(text, match.index + match[0].length);
      if (value !== undefined) found.push(value);
    }
  }
  return found;
}
