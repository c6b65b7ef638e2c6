import type { Language } from '@kolekt/shared/constants';
import { eng, removeStopwords, tur } from 'stopword';
import { sentences } from './sentences';

const maxSummaryLength = 320;

function words(sentence: string, language: Language): string[] {
  const tokens = sentence.toLocaleLowerCase(language).match(/\p{L}[\p{L}\p{N}'-]*/gu) ?? [];
  return removeStopwords(tokens, language === 'tr' ? tur : eng);
}

/**
 * An extractive summary: the sentences carrying the text's most frequent content words, kept in
 * their original order. Only the text's own sentences are used, so nothing is made up.
 */
export function summarize(text: string, language: Language): string {
  const all = sentences(text, language);
  if (all.length <= 2) return all.join(' ');
  const frequency = new Map<string, number>();
  for (const sentence of all) {
    for (const word of words(sentence, language))
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  const scored = all.map((sentence, index) => {
    const content = words(sentence, language);
    const weight = content.reduce((sum, word) => sum + (frequency.get(word) ?? 0), 0);
    // Shop descriptions lead with what the product is: the first sentence gets a little extra.
    return {
      sentence,
      index,
      score: weight / Math.sqrt(content.length + 1) + (index === 0 ? 1 : 0),
    };
  });
  const chosen: typeof scored = [];
  let length = 0;
  for (const candidate of [...scored].sort((a, b) => b.score - a.score)) {
    if (chosen.length > 0 && length + candidate.sentence.length > maxSummaryLength) continue;
    chosen.push(candidate);
    length += candidate.sentence.length;
    if (chosen.length === 3) break;
  }
  return chosen
    .sort((a, b) => a.index - b.index)
    .map((item) => item.sentence)
    .join(' ');
}
