import type { Language } from '@kolekt/shared/constants';

/** Sentences of a text, by the runtime's own (ICU) sentence rules for the language. */
export function sentences(text: string, language: Language): string[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
  return [...segmenter.segment(text.replace(/\s+/g, ' ').trim())]
    .map((part) => part.segment.trim())
    .filter((sentence) => sentence.length >= 3);
}
