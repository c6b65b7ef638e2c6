import type { Language } from '@kolekt/shared/constants';
import { formatMoney } from '@kolekt/shared/format-money';

/** The kinds of price alert, as notification types (decision 0023). */
export type AlertKind = 'price_drop' | 'price_target' | 'back_in_stock';

/** What an alert is about, amounts already formatted for the reader. */
export interface AlertFacts {
  title: string;
  amount: string | null;
  previous: string | null;
  target: string | null;
}

type Texts = Record<
  AlertKind,
  { title: (f: AlertFacts) => string; body: (f: AlertFacts) => string }
>;

const texts: Record<Language, Texts> = {
  tr: {
    price_drop: {
      title: (f) => `Fiyat düştü: ${f.title}`,
      body: (f) =>
        `${f.title} şimdi ${f.amount ?? '—'}${f.previous ? ` (önceden ${f.previous})` : ''}.`,
    },
    price_target: {
      title: (f) => `Hedef fiyata ulaştı: ${f.title}`,
      body: (f) => `${f.title} şimdi ${f.amount ?? '—'}; hedefiniz ${f.target ?? '—'} idi.`,
    },
    back_in_stock: {
      title: (f) => `Yeniden stokta: ${f.title}`,
      body: (f) => `${f.title} yeniden stokta${f.amount ? `, ${f.amount}` : ''}.`,
    },
  },
  en: {
    price_drop: {
      title: (f) => `Price drop: ${f.title}`,
      body: (f) =>
        `${f.title} is now ${f.amount ?? '—'}${f.previous ? ` (was ${f.previous})` : ''}.`,
    },
    price_target: {
      title: (f) => `Target price reached: ${f.title}`,
      body: (f) => `${f.title} is now ${f.amount ?? '—'}; your target was ${f.target ?? '—'}.`,
    },
    back_in_stock: {
      title: (f) => `Back in stock: ${f.title}`,
      body: (f) => `${f.title} is back in stock${f.amount ? ` at ${f.amount}` : ''}.`,
    },
  },
};

/**
 * An amount as the app writes it, in the reader's number style: '1.299,90 TL' in Turkish,
 * '1,299.90 TL' in English, never '₺1.299,90' (issue #32).
 */
export function formatAmount(
  language: Language,
  amount: string | null,
  currency: string | null,
): string | null {
  return amount === null ? null : formatMoney(amount, currency, language);
}

/** The alert's title and one-line message in the reader's language (push, e-mail subject). */
export function alertWording(language: Language, kind: AlertKind, facts: AlertFacts) {
  const t = texts[language][kind];
  return { title: t.title(facts), body: t.body(facts) };
}
