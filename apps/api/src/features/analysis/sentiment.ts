import { Container } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en';
import { LangTr } from '@nlpjs/lang-tr';
import { SentimentAnalyzer } from '@nlpjs/sentiment';
import { textLanguage } from './text-language';

let analyzer: SentimentAnalyzer | undefined;

function sentimentAnalyzer(): SentimentAnalyzer {
  if (!analyzer) {
    const container = new Container();
    container.use(LangTr);
    container.use(LangEn);
    analyzer = new SentimentAnalyzer({ container });
  }
  return analyzer;
}

export interface TextSentiment {
  /** Average polarity per word: above 0 positive, below 0 negative. */
  score: number;
  vote: 'positive' | 'negative' | 'neutral';
}

/** Lexicon sentiment (AFINN for Turkish, SentiCon for English) of one text. */
export async function textSentiment(text: string): Promise<TextSentiment> {
  const { sentiment } = await sentimentAnalyzer().process({
    locale: textLanguage(text),
    utterance: text,
  });
  return { score: sentiment.numHits > 0 ? sentiment.average : 0, vote: sentiment.vote };
}
