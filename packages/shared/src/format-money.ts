const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/**
 * Formatters are slow to make (about 0.1 ms each, a price alert needs three) and few: one per
 * language and currency in use. The cap only guards against a flood of odd currency codes.
 */
const formatters = new Map<string, Intl.NumberFormat>();
const formattersMax = 256;

/** A plain number when `currency` is null; throws for a currency code Intl does not accept. */
function numberFormat(language: string, currency: string | null): Intl.NumberFormat {
  const key = `${language} ${currency ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      language,
      currency
        ? { ...digits, style: 'currency', currency, currencyDisplay: 'narrowSymbol' }
        : digits,
    );
    if (formatters.size >= formattersMax) formatters.clear();
    formatters.set(key, format);
  }
  return format;
}

/**
 * An exact amount ('12499.90') in its currency, in the reader's language: Turkish lira as
 * Turkish shops write it ('12.499,90 TL', like packages/extract's formatPrice), others with their
 * symbol ('£10.89'). The number only passes through floating point to be displayed.
 */
export function formatMoney(amount: string, currency: string | null, language = 'tr'): string {
  const value = Number(amount);
  if (currency === 'TRY' || !currency) {
    const number = numberFormat(language, null).format(value);
    return currency ? `${number} TL` : number;
  }
  try {
    return numberFormat(language, currency).format(value);
  } catch {
    return `${numberFormat(language, null).format(value)} ${currency}`;
  }
}
