/** A CSV column: its heading and how to read it from a row. */
export interface CsvColumn<T> {
  heading: string;
  value: (row: T) => string | number | null | undefined;
}

// Excel reads UTF-8 (and so Vietnamese) only when the file starts with a byte-order mark.
export const csvBom = '\uFEFF';

/**
 * One CSV cell (RFC 4180). A cell a spreadsheet would read as a formula (=, +, -, @, tab, CR) is
 * prefixed with an apostrophe, so a visitor's "=HYPERLINK(…)" stays text.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV lines (CRLF-terminated) of `rows`. */
export function csvLines<T>(columns: CsvColumn<T>[], rows: T[]): string {
  return rows.map((row) => `${columns.map((column) => csvCell(column.value(row))).join(',')}\r\n`).join('');
}

/** The heading line. */
export function csvHeader<T>(columns: CsvColumn<T>[]): string {
  return `${columns.map((column) => csvCell(column.heading)).join(',')}\r\n`;
}

/** A CSV download of `chunks` (UTF-8 with BOM), read a chunk at a time so a large one never sits in memory. */
export function csvStream<T>(columns: CsvColumn<T>[], chunks: AsyncIterator<T[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(csvBom + csvHeader(columns)));
    },
    async pull(controller) {
      const { value, done } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(csvLines(columns, value)));
    },
  });
}
