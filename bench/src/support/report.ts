// What a benchmark hands back to the runner, and how the runner prints it: plain-text tables.

export interface Table {
  readonly title: string;
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly notes?: readonly string[];
}

export interface Verdict {
  readonly benchmark: string;
  readonly measure: string;
  readonly value: string;
  readonly target: string;
  readonly met: boolean;
  /** How far off, when missed. */
  readonly miss?: string;
}

export interface Outcome {
  readonly tables: readonly Table[];
  readonly verdicts: readonly Verdict[];
}

export function renderTable(table: Table): string {
  const widths = table.header.map((cell, column) =>
    Math.max(cell.length, ...table.rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [
    table.title,
    `  ${line(table.header)}`,
    `  ${rule}`,
    ...table.rows.map((row) => `  ${line(row)}`),
    ...(table.notes ?? []).map((note) => `  ${note}`),
  ].join('\n');
}

export function renderVerdicts(verdicts: readonly Verdict[]): string {
  return renderTable({
    title: 'Targets (each judged on a ratio, or a rate, measured in this run)',
    header: ['benchmark', 'measure', 'measured', 'target', 'verdict'],
    rows: verdicts.map((verdict) => [
      verdict.benchmark,
      verdict.measure,
      verdict.value,
      verdict.target,
      verdict.met ? 'met' : `MISSED${verdict.miss ? ` (${verdict.miss})` : ''}`,
    ]),
  });
}

/** Progress goes to stderr, so stdout holds only the results. */
export function progress(message: string): void {
  process.stderr.write(`  · ${message}\n`);
}
