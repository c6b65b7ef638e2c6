import type { Analysis } from '@kolekt/shared/analysis';
import type { Language } from '@kolekt/shared/constants';
import { analysisTexts, formatMoney } from './analysis-texts';
import type { Analyzer } from './analyzer';
import type { ProductFacts } from './product-facts';
import { reviewPoints } from './review-points';
import { summarize } from './summarize';
import { textLanguage } from './text-language';

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

function overallSentiment(facts: ProductFacts, mood: number | null): Analysis['sentiment'] {
  let signal = 0;
  if (facts.rating) signal += facts.rating.value >= 4 ? 1 : facts.rating.value <= 2.5 ? -1 : 0;
  if (mood !== null) signal += mood > 0.05 ? 1 : mood < -0.05 ? -1 : 0;
  return signal > 0 ? 'positive' : signal < 0 ? 'negative' : 'neutral';
}

function priceSuggestions(facts: ProductFacts, language: Language): string[] {
  const t = analysisTexts[language];
  if (facts.priceValue === null || !facts.currency) return facts.price ? [] : [t.noPrice];
  const comparable = facts.otherOffers.filter(
    (offer) => offer.priceValue !== null && offer.currency === facts.currency,
  );
  if (comparable.length === 0) return [];
  const cheaper = comparable
    .filter((offer) => offer.priceValue! < facts.priceValue!)
    .sort((a, b) => a.priceValue! - b.priceValue!);
  if (cheaper.length === 0) return [t.cheapest];
  return cheaper
    .slice(0, 2)
    .map((offer) =>
      t.cheaperAt(
        offer.store,
        formatMoney(offer.priceValue!, facts.currency!, language),
        formatMoney(facts.priceValue! - offer.priceValue!, facts.currency!, language),
      ),
    );
}

/**
 * The offline analysis: every sentence it returns is either the shop's or reviewers' own words,
 * or a plain statement of a number Kolekt holds. With little data it says so.
 */
export function createLocalAnalyzer(): Analyzer {
  return {
    provider: 'local',
    async analyze(facts, language) {
      const t = analysisTexts[language];
      const points = await reviewPoints(facts.reviews);
      const description = facts.description?.trim();
      const suggestions = priceSuggestions(facts, language);
      if (facts.rating) {
        const value = facts.rating.value.toLocaleString(language === 'tr' ? 'tr-TR' : 'en-GB', {
          maximumFractionDigits: 1,
        });
        suggestions.push(t.rating(value, facts.rating.count));
      }
      if (points.harshest) suggestions.push(t.readCritical(clip(points.harshest, 180)));
      else if (facts.rating?.count) suggestions.push(t.readReviews(facts.rating.count));
      if (!description && facts.reviews.length === 0 && !facts.rating)
        suggestions.push(t.littleData);

      return {
        descriptionSummary: description
          ? clip(summarize(description, textLanguage(description)), 1000)
          : t.noDescription(facts.title, facts.store),
        sentiment: overallSentiment(facts, points.mood),
        pros: points.pros,
        cons: points.cons,
        suggestions: suggestions.slice(0, 6),
      };
    },
  };
}
