/** Spec §2: views show 1.0K above 1,000 and 1.0M above 1,000,000. */
export function formatCount(value: number) {
  if (value > 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  if (value > 1_000) return `${(value / 1_000).toFixed(1)}K`;
  return String(value);
}
