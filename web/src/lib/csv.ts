/**
 * CSV files built in the browser (the exports of events, orders, patrons, activity): rows of cells to RFC 4180
 * text, and a download of that text as a file.
 */

export type CsvCell = string | number | boolean | null | undefined;
export type CsvRow = readonly CsvCell[];

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number such as '-3.50' is no formula, and stays a number for the spreadsheet. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** One cell: text that could start a formula gets a leading single quote; commas, quotes and line breaks are quoted. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows (the first one usually the header) as CSV text, lines ended by CRLF as RFC 4180 has it. */
export function toCsv(rows: readonly CsvRow[]): string {
  return rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}

/**
 * Saves `rows` as the file `fileName`. The byte order mark lets spreadsheet programs read the text as UTF-8
 * (names with accents).
 */
export function downloadCsv(fileName: string, rows: readonly CsvRow[]): void {
  const blob = new Blob(['\uFEFF', toCsv(rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the file only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
