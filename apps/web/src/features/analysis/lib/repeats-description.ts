/**
 * Letters and digits only, lowercased: punctuation, spacing and case never make a repeat look
 * new. The Turkish dotted and dotless i fold to one 'i' (plain lowercasing splits 'İ' in two).
 */
const comparable = (text: string) =>
  text
    .replace(/İ/g, 'i')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Whether a summary only restates the description shown above it: every one of its sentences
 * is found in the description as it stands (the offline analyzer's summary picks the
 * description's own sentences).
 */
export function repeatsDescription(summary: string, description: string | null | undefined) {
  if (!description) return false;
  const source = comparable(description);
  const sentences = summary
    .split(/(?<=[.!?…])\s+/)
    .map(comparable)
    .filter(Boolean);
  return sentences.length > 0 && sentences.every((sentence) => source.includes(sentence));
}
