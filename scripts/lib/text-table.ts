/**
 * A plain-text table for the bench's console output: the first column left-aligned (names), the others
 * right-aligned (figures) unless listed in `textColumns`, columns two spaces apart, a dashed rule under the headers.
 */
export function textTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  textColumns: readonly number[] = [0],
): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) =>
        textColumns.includes(column) ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** A measured time as a table cell: whole milliseconds, or '-' where nothing was measured. */
export function milliseconds(value: number | null | undefined): string {
  return value == null ? '-' : `${Math.round(value)} ms`;
}
