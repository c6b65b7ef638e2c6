import { analysisSchema, type Analysis } from '@kolekt/shared/analysis';
import type { Language } from '@kolekt/shared/constants';
import type { Analyzer } from './analyzer';
import type { ProductFacts } from './product-facts';

export class AnalysisError extends Error {
  constructor(
    readonly reason: 'timeout' | 'upstream' | 'malformed',
    message: string,
  ) {
    super(message);
    this.name = 'AnalysisError';
  }
}

interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const languageNames: Record<Language, string> = { tr: 'Turkish', en: 'English' };
/** Kolekt speaks Turkish in one voice, "siz" (docs/writing.md); the model's answer too. */
const voices: Record<Language, string> = {
  tr: 'Address the shopper with the polite "siz" (for example "inceleyin", "bütçeniz"), never with the familiar singular.',
  en: 'Address the shopper as "you".',
};

function systemPrompt(language: Language): string {
  return [
    "You are Kolekt's shopping assistant. Analyse one product for a shopper, using only the facts given.",
    `Write every text in ${languageNames[language]}.`,
    voices[language],
    'Answer with one JSON object and nothing else, with exactly these keys:',
    '"descriptionSummary" (string, at most 3 sentences), "sentiment" ("positive", "negative" or "neutral": what the rating and reviews say),',
    '"pros" (array of at most 5 short strings), "cons" (array of at most 5 short strings), "suggestions" (array of at most 5 short, concrete strings, e.g. a cheaper shop for the same product).',
    'Never invent facts, numbers or reviews. When the facts are thin, say so plainly and keep the lists short or empty.',
    // The detail modal shows the shop's description right above the analysis (issue #11).
    "The shopper already sees the shop's description next to your answer: do not restate, quote or paraphrase it.",
    '"descriptionSummary" is what all the facts together mean for a buyer (who it suits, what reviewers and prices add); never a retelling of the description.',
  ].join('\n');
}

function parseAnswer(
  content: string,
): { ok: true; analysis: Analysis } | { ok: false; problem: string } {
  const json = content.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, problem: 'the answer was not valid JSON' };
  }
  const parsed = analysisSchema.safeParse(value);
  if (parsed.success) return { ok: true, analysis: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    problem: `${issue?.path.join('.') || 'answer'}: ${issue?.message ?? 'invalid'}`,
  };
}

/**
 * Any OpenAI-compatible chat-completions server (OpenAI, Ollama, llama.cpp server, vLLM). The
 * answer is checked against the shared schema; a malformed one is sent back once to be fixed,
 * then refused.
 */
export function createOpenAiAnalyzer(options: {
  baseUrl: string;
  apiKey?: string;
  model?: string;
  timeoutMs: number;
}): Analyzer {
  const endpoint = `${options.baseUrl.replace(/\/$/, '')}/chat/completions`;

  async function complete(messages: ChatMessage[], signal: AbortSignal): Promise<string> {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model ?? 'gpt-4o-mini',
          messages,
          temperature: 0.2,
          response_format: { type: 'json_object' },
        }),
        signal,
      });
    } catch (error) {
      if (signal.aborted)
        throw new AnalysisError('timeout', 'The AI server did not answer in time.');
      throw new AnalysisError(
        'upstream',
        `The AI server could not be reached: ${(error as Error).message}`,
      );
    }
    if (!response.ok)
      throw new AnalysisError('upstream', `The AI server answered ${response.status}.`);
    const body = (await response.json().catch(() => null)) as {
      choices?: { message?: { content?: unknown } }[];
    } | null;
    const content = body?.choices?.[0]?.message?.content;
    if (typeof content !== 'string')
      throw new AnalysisError('malformed', 'The AI server sent no answer text.');
    return content;
  }

  return {
    provider: 'openai',
    async analyze(facts: ProductFacts, language: Language) {
      const signal = AbortSignal.timeout(options.timeoutMs);
      const messages: ChatMessage[] = [
        { role: 'system', content: systemPrompt(language) },
        { role: 'user', content: `Product facts (JSON):\n${JSON.stringify(facts)}` },
      ];
      for (let attempt = 1; attempt <= 2; attempt++) {
        const content = await complete(messages, signal);
        const answer = parseAnswer(content);
        if (answer.ok) return answer.analysis;
        if (attempt === 2)
          throw new AnalysisError('malformed', `The AI answer was malformed: ${answer.problem}.`);
        messages.push(
          { role: 'assistant', content },
          {
            role: 'user',
            content: `That answer was not usable (${answer.problem}). Reply again with only the JSON object.`,
          },
        );
      }
      throw new AnalysisError('malformed', 'The AI answer was malformed.');
    },
  };
}
