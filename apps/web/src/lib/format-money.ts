/**
 * An exact amount ('12499.90') in its currency, in the interface language: Turkish lira as
 * Turkish shops write it ('12.499,90 TL', like packages/extract's formatPrice), others with their
 * symbol ('£10.89'). The number only passes through floating point to be displayed.
 */
export function formatMoney(amount: string, currency: string | null, language = 'tr'): string {
  const value = Number(amount);
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  if (currency === 'TRY' || !currency) {
    const number = new Intl.NumberFormat(language, digits).format(value);
    return currency ? `${number} TL` : number;
  }
  try {
    return new Intl.NumberFormat(language, {
      ...digits,
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).format(value);
  } catch {
    return `${new Intl.NumberFormat(language, digits).format(value)} ${currency}`;
  }
}

/** A change in per cent (−12.5) as the interface language writes it: '-13%', '+5%', '%-13'. */
export function formatPercentChange(change: number, language = 'tr'): string {
  return new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  }).format(change / 100);
}
