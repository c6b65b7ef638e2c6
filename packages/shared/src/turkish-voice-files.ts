import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { findSenVoice } from './turkish-voice';

/** One Turkish text that speaks "sen", where it is and the words that give it away. */
export interface SenVoiceFinding {
  file: string;
  text: string;
  words: string[];
}

const turkishLetters = /[çğıöşüÇĞİÖŞÜ]/;
/** Tests, their fixtures and the voice check itself quote "sen" on purpose. */
const skippedFolders = new Set(['node_modules', 'dist', 'test', 'test-support']);
const isSkippedFile = (name: string) =>
  /\.test\.tsx?$/.test(name) || name.startsWith('turkish-voice');

/**
 * The Turkish texts under `root` that speak "sen": every value of a `tr.json` locale, values of
 * other JSON files and lines of code (e-mails, legal pages, notification wordings) that carry a
 * Turkish letter. A line is a fair unit: prettier never splits a string literal.
 */
export function findSenVoiceInFiles(root: string): SenVoiceFinding[] {
  return filesUnder(root).flatMap((file) => {
    const name = relative(root, file);
    const texts = file.endsWith('.json')
      ? jsonTexts(readFileSync(file, 'utf8'), basename(file) === 'tr.json')
      : readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => turkishLetters.test(line));
    return texts.flatMap((text) => {
      const words = findSenVoice(text);
      return words.length > 0 ? [{ file: name, text: text.trim(), words }] : [];
    });
  });
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : filesUnder(path);
    return /\.(tsx?|json)$/.test(entry.name) && !isSkippedFile(entry.name) ? [path] : [];
  });
}

function jsonTexts(source: string, allTurkish: boolean): string[] {
  const strings: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(JSON.parse(source));
  return allTurkish ? strings : strings.filter((text) => turkishLetters.test(text));
}
