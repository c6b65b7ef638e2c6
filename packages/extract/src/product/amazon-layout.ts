import type { CheerioAPI } from 'cheerio';
import type { ScrapedReview } from '../scraped-product';
import { maxReviews, type ProductDraft } from './draft';
import { parsePriceText } from './parse-price';
import { absoluteUrl, cleanText, looseCount } from './text';

// Amazon (Amazon Türkiye among the built-in stores) carries the product only in its markup.
const imageSelectors = ['#landingImage', '#imgBlkFront', '#ebooksImgBlkFront'];
const priceSelectors = [
  '#corePrice_feature_div .a-price .a-offscreen',
  '#corePriceDisplay_desktop_feature_div .a-price .a-offscreen',
  '#priceblock_dealprice',
  '#priceblock_ourprice',
  '#kindle-price',
  '#price',
];

/** The widest picture of `data-a-dynamic-image` ({"url": [width, height], …}). */
function largestDynamicImage(json: string | undefined): string | undefined {
  if (!json) return undefined;
  try {
    const sizes = Object.entries(JSON.parse(json) as Record<string, [number, number]>);
    return sizes.sort(([, a], [, b]) => b[0] * b[1] - a[0] * a[1])[0]?.[0];
  } catch {
    return undefined;
  }
}

function imageOf($: CheerioAPI, base: URL): string | undefined {
  for (const selector of imageSelectors) {
    const image = $(selector).first();
    if (!image.length) continue;
    const url =
      absoluteUrl(image.attr('data-old-hires'), base) ??
      absoluteUrl(largestDynamicImage(image.attr('data-a-dynamic-image')), base) ??
      absoluteUrl(image.attr('src'), base);
    if (url) return url;
  }
  return undefined;
}

function firstText($: CheerioAPI, selectors: string[]): string | undefined {
  for (const selector of selectors) {
    const text = cleanText($(selector).first().text());
    if (text) return text;
  }
  return undefined;
}

/** '4.4 out of 5 stars' and the Turkish '5 yıldız üzerinden 4,4' both name the scale too. */
function starRating(text: string | undefined): number | undefined {
  const numbers = (text?.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => Number(n.replace(',', '.')));
  if (numbers.length < 2) return numbers[0];
  return /üzerinden/i.test(text ?? '') ? numbers[1] : numbers[0];
}

function reviewsOf($: CheerioAPI): ScrapedReview[] {
  const reviews: ScrapedReview[] = [];
  $('[data-hook="review"]').each((_index, element) => {
    const review = $(element);
    const text = cleanText(review.find('[data-hook="review-body"]').first().text(), 2000);
    if (!text || reviews.length === maxReviews) return;
    const stars = review.find('[data-hook$="review-star-rating"]').first().text();
    reviews.push({
      text,
      rating: starRating(stars) ?? null,
      author: cleanText(review.find('.a-profile-name').first().text(), 200) ?? null,
    });
  });
  return reviews;
}

/** 'Visit the Apple Store', 'Brand: Apple', 'Marka: Apple' → 'Apple'. */
function brandOf($: CheerioAPI): string | undefined {
  const byline = cleanText(
    $('#bylineInfo a').first().text() || $('#bylineInfo').first().text(),
    200,
  );
  return (
    byline
      ?.replace(/^(visit the|brand:|marka:)\s*/i, '')
      .replace(/\s*(store|mağazasını ziyaret edin)$/i, '')
      .trim() || undefined
  );
}

export function extractAmazonLayout($: CheerioAPI, base: URL): ProductDraft {
  const priceText = firstText($, priceSelectors);
  const ratingValue = starRating($('#acrPopover').attr('title'));
  return {
    title: cleanText($('#productTitle').first().text(), 500),
    price: parsePriceText(priceText) ?? undefined,
    image: imageOf($, base),
    description: firstText($, [
      '#productDescription',
      '#bookDescription_feature_div',
      '#feature-bullets ul',
    ]),
    brand: brandOf($),
    rating:
      ratingValue === undefined
        ? undefined
        : {
            value: ratingValue,
            count: looseCount($('#acrCustomerReviewText').first().text()) ?? null,
          },
    reviews: reviewsOf($),
  };
}
