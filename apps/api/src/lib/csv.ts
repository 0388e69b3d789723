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
  return `\uFEFF${rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
