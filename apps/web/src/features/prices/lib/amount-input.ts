/** A stored amount ('1299.90') as the language types it back into the field ('1299,90' in tr). */
export function amountForInput(amount: string | null, language: string | undefined): string {
  if (amount === null) return '';
  return language === 'tr' ? amount.replace('.', ',') : amount;
}
