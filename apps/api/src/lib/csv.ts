/** Characters a spreadsheet reads as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: text a spreadsheet would run as a formula gets a leading apostrophe, so it is shown as
 * typed; cells with a comma, quote or line break are quoted with inner quotes doubled (RFC 4180).
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV file of rows: a UTF-8 byte order mark (so spreadsheet programs read names and ₹ correctly), CRLF line
 * ends.
 */
export function csvFile(rows: readonly (readonly (string | number)[])[]): string {
  return `${CSV_BYTE_ORDER_MARK}${rows.map(csvLine).join('')}`;
}

export const CSV_BYTE_ORDER_MARK = '\uFEFF';

/** One row as a CSV line, CRLF-ended (a file written a part at a time: CSV_BYTE_ORDER_MARK, then lines). */
export function csvLine(cells: readonly (string | number)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
