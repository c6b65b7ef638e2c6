/**
 * A price typed the way people write it ('1299,90', '1299.90', '1.299,90', '1,299.90', '1299')
 * as the exact decimal the api takes ('1299.90'), or null when it is not an amount. With both
 * marks the last one is the decimal mark; a lone mark followed by three digits groups thousands.
 */
export function parseAmount(text: string): string | null {
  const compact = text.replace(/\s|TL|₺/gi, '');
  if (!/^\d[\d.,]*$/.test(compact)) return null;
  const lastMark = Math.max(compact.lastIndexOf('.'), compact.lastIndexOf(','));
  const decimals = lastMark === -1 ? '' : compact.slice(lastMark + 1);
  const hasDecimals = decimals.length === 1 || decimals.length === 2;
  const head = hasDecimals ? compact.slice(0, lastMark) : compact;
  // Thousands marks: one kind, not the decimal mark, grouping as 1.299.000 does.
  const groupMarks = new Set(head.match(/[.,]/g) ?? []);
  if (hasDecimals && groupMarks.has(compact[lastMark]!)) return null;
  const [first = '', ...groups] = head.split(/[.,]/);
  const grouped = groups.length === 0 || (first.length <= 3 && groups.every((g) => g.length === 3));
  if (groupMarks.size > 1 || !grouped) return null;
  const whole = head.replace(/[.,]/g, '');
  if (!/^\d{1,12}$/.test(whole)) return null;
  return `${BigInt(whole).toString()}.${hasDecimals ? decimals.padEnd(2, '0') : '00'}`;
}
