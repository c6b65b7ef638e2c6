/** A change in per cent (−12.5) as the interface language writes it: '-13%', '+5%', '%-13'. */
export function formatPercentChange(change: number, language = 'tr'): string {
  return new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  }).format(change / 100);
}
