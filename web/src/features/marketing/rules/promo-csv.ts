import * as schemas from '../../../lib/api/contract.gen';

/**
 * Seed 001 §5 (Promo code, Bulk): a bulk import's CSV file is read in the browser, one code a line; every line's
 * problem is reported at once, and the codes count only when there is none. The server checks each code again, with
 * the same messages (its contract's), so a file reads the same in both places.
 */
const PROMO = schemas.PromoCodeRequest;
const MESSAGES = PROMO['x-messages'];
const onLine = (template: string, line: number) => template.replace('{line}', String(line));

export const BULK_CODE_MIN = PROMO['x-code'].bulkMinLength;
const CODE_MAX = PROMO['x-code'].maxLength;
const CODES_MAX = schemas.ImportPromoCodesRequest['x-max-codes'];
const CODE_PATTERN = new RegExp(PROMO['x-code'].pattern);

export const CSV_TEXT = {
  required: MESSAGES.codesRequired,
  notCsv: 'Invalid file format. Please upload a CSV file',
  empty: 'The file is empty. Please add promo codes.',
  tooMany: MESSAGES.tooManyCodes,
  columns: (line: number, columns: number) => `Line ${line} has ${columns} columns. Each line should contain exactly one code.`,
  blank: (line: number) => `Line ${line} is empty. Each line must contain a code.`,
  invalid: (line: number) => onLine(MESSAGES.lineInvalid, line),
  tooShort: (line: number) => onLine(MESSAGES.lineTooShort, line),
  tooLong: (line: number) => onLine(MESSAGES.lineTooLong, line),
  repeated: (line: number) => onLine(MESSAGES.lineRepeated, line),
  found: (count: number) => `File uploaded successfully. Found ${count} codes.`,
  readFailed: (reason: string) => `Error reading file: ${reason}`,
} as const;

export type CsvCodes = { codes: string[]; errors: [] } | { codes: []; errors: string[] };

export const isCsvFile = (file: { name: string }) => /\.csv$/i.test(file.name);

/**
 * The codes of a file's text, uppercased, or every line's problem. Line numbers count from 1; the line break
 * after the last line ends it and opens no empty line.
 */
export function readPromoCodes(text: string): CsvCodes {
  const body = text.replace(/^\uFEFF/, '').replace(/\r?\n$/, '');
  if (!body.trim()) return { codes: [], errors: [CSV_TEXT.empty] };
  const codes: string[] = [];
  const errors: string[] = [];
  body.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const cells = raw.split(',');
    if (cells.length !== 1) return void errors.push(CSV_TEXT.columns(line, cells.length));
    const code = raw.trim();
    if (!code) return void errors.push(CSV_TEXT.blank(line));
    const upper = code.toUpperCase();
    if (!CODE_PATTERN.test(upper)) errors.push(CSV_TEXT.invalid(line));
    else if (upper.length < BULK_CODE_MIN) errors.push(CSV_TEXT.tooShort(line));
    else if (upper.length > CODE_MAX) errors.push(CSV_TEXT.tooLong(line));
    else if (codes.includes(upper)) errors.push(CSV_TEXT.repeated(line));
    else codes.push(upper);
  });
  if (!errors.length && codes.length > CODES_MAX) errors.push(CSV_TEXT.tooMany);
  return errors.length ? { codes: [], errors } : { codes, errors: [] };
}

/** A chosen file's codes, or why it cannot be used (not a CSV file, unreadable, or its lines' problems). */
export async function readPromoCodesFile(file: File): Promise<CsvCodes> {
  if (!isCsvFile(file)) return { codes: [], errors: [CSV_TEXT.notCsv] };
  let text: string;
  try {
    text = await file.text();
  } catch (error) {
    return { codes: [], errors: [CSV_TEXT.readFailed(error instanceof Error ? error.message : String(error))] };
  }
  return readPromoCodes(text);
}
