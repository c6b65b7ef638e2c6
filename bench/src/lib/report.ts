/** One line of the results table. */
export interface Measurement {
  /** Which benchmark it belongs to (its name). */
  benchmark: string;
  metric: string;
  unit: string;
  measured: number;
  /** The bare baseline measured in the same run, in the same unit. */
  baseline?: number;
  baselineLabel?: string;
  /** What is checked: the measured value itself, or measured ÷ baseline. */
  target?: { of: 'value' | 'ratio'; op: '<=' | '>='; limit: number };
  /** Set when the measurement itself is not valid (errors, non-2xx answers, rate not reached). */
  invalid?: string;
  note?: string;
}

export type Status = 'PASS' | 'FAIL' | 'INFO';

export function ratioOf(m: Measurement): number | undefined {
  if (m.baseline === undefined || m.baseline === 0) return undefined;
  return m.measured / m.baseline;
}

export function statusOf(m: Measurement): Status {
  if (!m.target) return 'INFO';
  if (m.invalid) return 'FAIL';
  const value = m.target.of === 'value' ? m.measured : ratioOf(m);
  if (value === undefined || !Number.isFinite(value)) return 'FAIL';
  return (m.target.op === '<=' ? value <= m.target.limit : value >= m.target.limit)
    ? 'PASS'
    : 'FAIL';
}

export function formatNumber(value: number, unit: string): string {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  const text = value.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return unit ? `${text} ${unit}` : text;
}

export function formatTarget(m: Measurement): string {
  if (!m.target) return '—';
  const { of, op, limit } = m.target;
  return of === 'ratio' ? `${op} ${limit}×` : `${op} ${formatNumber(limit, m.unit)}`;
}

export interface Row {
  benchmark: string;
  metric: string;
  measured: string;
  baseline: string;
  ratio: string;
  target: string;
  status: Status;
  note: string;
}

export function toRow(m: Measurement): Row {
  const ratio = ratioOf(m);
  const notes = [m.invalid ? `invalid: ${m.invalid}` : '', m.note ?? ''].filter(Boolean);
  return {
    benchmark: m.benchmark,
    metric: m.metric,
    measured: formatNumber(m.measured, m.unit),
    baseline:
      m.baseline === undefined
        ? '—'
        : `${formatNumber(m.baseline, m.unit)}${m.baselineLabel ? ` (${m.baselineLabel})` : ''}`,
    ratio: ratio === undefined ? '—' : `${ratio.toFixed(2)}×`,
    target: formatTarget(m),
    status: statusOf(m),
    note: notes.join('; '),
  };
}

const columns: { key: keyof Row; title: string }[] = [
  { key: 'benchmark', title: 'benchmark' },
  { key: 'metric', title: 'metric' },
  { key: 'measured', title: 'measured' },
  { key: 'baseline', title: 'baseline' },
  { key: 'ratio', title: 'ratio' },
  { key: 'target', title: 'target' },
  { key: 'status', title: 'result' },
];

/** A plain-text table for the terminal; notes follow it, numbered. */
export function renderTable(measurements: Measurement[]): string {
  const rows = measurements.map(toRow);
  const widths = columns.map(({ key, title }) =>
    Math.max(title.length, ...rows.map((row) => String(row[key]).length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join('  ');
  const out = [
    line(columns.map((column) => column.title)),
    line(widths.map((width) => '-'.repeat(width))),
  ];
  const notes: string[] = [];
  for (const row of rows) {
    const cells = columns.map(({ key }) => String(row[key]));
    if (row.note) {
      notes.push(row.note);
      cells[cells.length - 1] += ` [${notes.length}]`;
    }
    out.push(line(cells));
  }
  if (notes.length > 0) {
    out.push('');
    notes.forEach((note, index) => out.push(`[${index + 1}] ${note}`));
  }
  return out.join('\n');
}

/** The same table in Markdown, for docs/benchmarks.md. */
export function renderMarkdown(measurements: Measurement[]): string {
  const rows = measurements.map(toRow);
  const escape = (text: string) => text.replace(/\|/g, '\\|');
  const out = [
    `| ${columns.map((column) => column.title).join(' | ')} | note |`,
    `|${columns.map(() => '---').join('|')}|---|`,
  ];
  for (const row of rows) {
    const cells = columns.map(({ key }) => escape(String(row[key])));
    out.push(`| ${cells.join(' | ')} | ${escape(row.note)} |`);
  }
  return out.join('\n');
}
