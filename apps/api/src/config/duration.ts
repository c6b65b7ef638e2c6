const unitMs = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/**
 * A duration as people write it in the environment: a number and one unit of ms, s, m, h or d
 * ('6h', '20s', '90m', '1.5h'). Null for anything else: no unit, two units, a sign, 'soon'.
 */
export function parseDuration(text: string): number | null {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)$/i.exec(text.trim());
  if (!match) return null;
  const unit = match[2]!.toLowerCase() as keyof typeof unitMs;
  return Math.round(Number(match[1]) * unitMs[unit]);
}
