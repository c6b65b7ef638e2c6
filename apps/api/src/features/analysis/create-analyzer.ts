import type { Config } from '../../config/config';
import type { Analyzer } from './analyzer';
import { createLocalAnalyzer } from './local-analyzer';
import { createOpenAiAnalyzer } from './openai-analyzer';

/** AI_PROVIDER picks the analyzer; `local` needs no network and no key. */
export function createAnalyzer(ai: Config['ai']): Analyzer {
  if (ai.provider === 'openai' && ai.baseUrl) {
    return createOpenAiAnalyzer({
      baseUrl: ai.baseUrl,
      apiKey: ai.apiKey,
      model: ai.model,
      timeoutMs: ai.timeoutMs,
    });
  }
  return createLocalAnalyzer();
}
