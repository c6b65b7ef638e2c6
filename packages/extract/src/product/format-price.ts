const turkish = new Intl.NumberFormat('tr-TR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const plain = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The price as shown on a product card: Turkish lira the way Turkish shops write it
 * ('1.299,90 TL'), other currencies in their usual English form ('£10.89', '$1,299.90').
 */
export function formatPrice(value: number, currency: string | null): string {
  if (currency === 'TRY') return `${turkish.format(value)} TL`;
  if (!currency) return plain.format(value);
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(value);
  } catch {
    return `${plain.format(value)} ${currency}`;
  }
}
