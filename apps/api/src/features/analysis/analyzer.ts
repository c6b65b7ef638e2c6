import type { Analysis } from '@kolekt/shared/analysis';
import type { Language } from '@kolekt/shared/constants';
import type { ProductFacts } from './product-facts';

/** One way to analyse a product: the offline one or an OpenAI-compatible model. */
export interface Analyzer {
  readonly provider: 'local' | 'openai';
  analyze(facts: ProductFacts, language: Language): Promise<Analysis>;
}
