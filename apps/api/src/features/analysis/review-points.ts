import type { Review } from './product-facts';
import { sentences } from './sentences';
import { textLanguage } from './text-language';
import { textSentiment } from './sentiment';

export interface ReviewPoints {
  pros: string[];
  cons: string[];
  /** Mean polarity of the review texts; null without reviews. */
  mood: number | null;
  /** The most critical review, worth reading before buying. */
  harshest: string | null;
}

const maxPoints = 3;

/** Pros and cons are the reviewers' own most positive and most negative sentences. */
export async function reviewPoints(reviews: Review[]): Promise<ReviewPoints> {
  const scored: { sentence: string; score: number }[] = [];
  let total = 0;
  let harshest: { text: string; score: number } | null = null;
  for (const review of reviews) {
    const overall = await textSentiment(review.text);
    total += overall.score;
    const rated = review.rating !== null && review.rating <= 2;
    if ((overall.score < 0 || rated) && (!harshest || overall.score < harshest.score)) {
      harshest = { text: review.text, score: overall.score };
    }
    for (const sentence of sentences(review.text, textLanguage(review.text))) {
      scored.push({ sentence, score: (await textSentiment(sentence)).score });
    }
  }
  const unique = (list: typeof scored) =>
    [...new Set(list.map((item) => item.sentence))].slice(0, maxPoints);
  return {
    pros: unique(scored.filter((item) => item.score > 0).sort((a, b) => b.score - a.score)),
    cons: unique(scored.filter((item) => item.score < 0).sort((a, b) => a.score - b.score)),
    mood: reviews.length > 0 ? total / reviews.length : null,
    harshest: harshest?.text ?? null,
  };
}
