import { analysisSchema, type Analysis } from '@kolekt/shared/analysis';
import type { Language } from '@kolekt/shared/constants';
import { serverMessages } from '@kolekt/shared/server-messages';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { productAnalyses } from '../../db/schema';
import { AppError, tooManyRequests } from '../../lib/errors';
import { AnalysisError } from './openai-analyzer';
import { loadProductFacts } from './product-facts';

/**
 * Answers the stored analysis while the product is unchanged since it was made; otherwise asks
 * the analyzer (rate limited per user, since it costs compute) and stores the new result. An
 * unconfirmed product is analysed as the caller sees it and never stored for everyone.
 */
export async function analyzeProduct(options: {
  ctx: Pick<AppContext, 'database' | 'analyzer' | 'limiters' | 'log'>;
  callerId: string;
  productId: string;
  language: Language;
}): Promise<Analysis> {
  const { ctx, callerId, productId, language } = options;
  const db = ctx.database.db;
  const { facts, updatedAt, shared } = await loadProductFacts({ db, productId, callerId });
  const provider = ctx.analyzer.provider;

  const [stored] = shared
    ? await db
        .select()
        .from(productAnalyses)
        .where(
          and(eq(productAnalyses.productId, productId), eq(productAnalyses.language, language)),
        )
        .limit(1)
    : [];
  if (
    stored &&
    stored.provider === provider &&
    stored.productUpdatedAt.getTime() === updatedAt.getTime()
  ) {
    const parsed = analysisSchema.safeParse(stored.result);
    if (parsed.success) return parsed.data;
  }

  const taken = await ctx.limiters.analysis.take(callerId);
  if (!taken.allowed) {
    throw tooManyRequests(serverMessages.analysisTooMany, taken.retryAfterSeconds);
  }
  let result: Analysis;
  try {
    result = await ctx.analyzer.analyze(facts, language);
  } catch (error) {
    if (!(error instanceof AnalysisError)) throw error;
    ctx.log.warn(
      { reason: error.reason, detail: error.message, productId },
      'product analysis failed',
    );
    throw new AppError(error.reason === 'timeout' ? 504 : 502, serverMessages.analysisFailed, {
      reason: error.reason,
    });
  }
  if (!shared) return result;
  await db
    .insert(productAnalyses)
    .values({ productId, language, provider, result, productUpdatedAt: updatedAt })
    .onConflictDoUpdate({
      target: [productAnalyses.productId, productAnalyses.language],
      set: { provider, result, productUpdatedAt: updatedAt, createdAt: new Date() },
    });
  return result;
}
