/** The parts of nlp.js (no bundled types) this feature uses. */
declare module '@nlpjs/core' {
  export class Container {
    use(plugin: unknown): void;
  }
}
declare module '@nlpjs/sentiment' {
  import type { Container } from '@nlpjs/core';
  export class SentimentAnalyzer {
    constructor(settings: { container: Container });
    process(input: { locale: string; utterance: string }): Promise<{
      sentiment: {
        score: number;
        average: number;
        numHits: number;
        vote: 'positive' | 'negative' | 'neutral';
      };
    }>;
  }
}
declare module '@nlpjs/lang-tr' {
  export const LangTr: unknown;
}
declare module '@nlpjs/lang-en' {
  export const LangEn: unknown;
}
