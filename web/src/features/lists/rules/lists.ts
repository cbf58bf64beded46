import { errorMessage } from '../../../lib/api/client';
import * as schemas from '../../../lib/api/contract.gen';
import type { CsvRow } from '../../../lib/csv';

/**
 * Seed 001 §2.3, §5, §8: private access lists. The e-mail rules run in the browser before anything is sent; the
 * server checks them again. Limits and messages are the API's contract.
 */
const RULES = schemas.AddCustomUserListUsersRequest;
const MESSAGES = RULES['x-messages'];

export const LIST_LIMITS = {
  /** Seed 001 §9: the lists' and the users' page size. */
  perPage: 10,
  nameMax: RULES['x-name-max-length'],
  emailsMax: RULES['x-max-emails'],
  emailMax: RULES['x-email'].maxLength,
} as const;

const EMAIL = new RegExp(RULES['x-email'].pattern);
const withEmails = (template: string, emails: readonly string[]) => template.replace('{emails}', emails.join(', '));
const withCount = (template: string, count: number) => template.replace('{n}', String(count));

/** What a failure modal asks, after the seed's opening (seed 001 §8). */
const retry = (doing: string, message: string) =>
  `We encountered an issue while trying to ${doing}... check your connection and try again. If the problem persists, contact support with this error: ${message}`;

export const LIST_TEXT = {
  notFound: MESSAGES.notFound,
  nameRequired: MESSAGES.nameRequired,
  nameTooLong: MESSAGES.nameTooLong,
  created: 'List created successfully',
  renamed: 'List renamed successfully',
  // Add e-mails (seed 001 §5)
  invalidEmail: MESSAGES.invalidEmail,
  noEmails: MESSAGES.emailsRequired,
  duplicates: (emails: readonly string[]) => withEmails(MESSAGES.duplicates, emails),
  existing: (emails: readonly string[]) => withEmails(MESSAGES.alreadyInList, emails),
  tooMany: MESSAGES.tooManyEmails,
  // Bulk import (seed 001 §5)
  notCsv: MESSAGES.importFileFormat,
  noFile: MESSAGES.importFileRequired,
  rowInvalid: MESSAGES.importInvalidEmail,
  rowDuplicate: MESSAGES.importDuplicate,
  rowExisting: MESSAGES.importAlreadyInList,
  readFailed: (reason: string) => MESSAGES.importReadError.replace('{reason}', reason),
  // Export (seed 001 §2.3)
  nothingToExport: MESSAGES.exportEmpty,
  exported: (count: number) => withCount(MESSAGES.exported, count),
  // Failure modals (seed 001 §8)
  deleteFailedTitle: (list: string) => `Unable to Delete "${list}"`,
  deleteFailed: (message: string) => retry('delete the list', message),
  removeFailedTitle: (list: string) => `Unable to Remove User from "${list}"`,
  removeFailed: (message: string) => retry('remove the user from the list', message),
} as const;

// ---- Paths ----

export const listsPath = (username: string) => `/manage/${username}/lists`;
export const listPath = (username: string, id: string) => `${listsPath(username)}/manage/${id}`;

// ---- The index's state in the address ----

export type { ListSort, ListsSearch } from './lists-search';

/** 'dd MMM yyyy' (seed 001 §9) in the browser's time zone. */
export function formatListDate(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric' }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month').slice(0, 3)} ${part('year')}`;
}

/** Seed 001 §8: a refused call's messages, joined by ', ' for one error toast. */
export function joinedErrors(error: unknown): string {
  const problems = Array.isArray(error) ? error : [error];
  const messages = problems.flatMap((problem: unknown) => (problem && typeof problem === 'object' && 'message' in problem && typeof problem.message === 'string' ? [problem.message] : []));
  return messages.length ? messages.join(', ') : errorMessage(error, 'Something went wrong, please try again');
}

// ---- Name ----

export function checkName(name: string): string | true {
  const trimmed = name.trim();
  if (!trimmed) return LIST_TEXT.nameRequired;
  return trimmed.length <= LIST_LIMITS.nameMax ? true : LIST_TEXT.nameTooLong;
}

// ---- Add e-mails ----

export const normalEmail = (text: string) => text.trim().toLowerCase();
export const isEmail = (email: string) => email.length <= LIST_LIMITS.emailMax && EMAIL.test(email);

/** The entries of the add e-mails box: separated by commas, spaces or new lines, lowercased and trimmed. */
export const splitEmails = (text: string): string[] => text.split(/[\s,]+/).map(normalEmail).filter(Boolean);

/** Entries that occur more than once, each named once, in the order they first repeat. */
function repeated(emails: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const email of emails) (seen.has(email) ? twice : seen).add(email);
  return [...twice];
}

/**
 * Every problem of the entries (seed 001 §5), none when they can be sent; as the server checks them, so invalid
 * entries are not named again as repeated or listed. `existing`: the list's e-mails, lowercased.
 */
export function emailEntryErrors(emails: readonly string[], existing: ReadonlySet<string>): string[] {
  if (!emails.length) return [LIST_TEXT.noEmails];
  if (emails.length > LIST_LIMITS.emailsMax) return [LIST_TEXT.tooMany];
  const errors: string[] = [];
  if (emails.some((email) => !isEmail(email))) errors.push(LIST_TEXT.invalidEmail);
  const duplicates = repeated(emails).filter(isEmail);
  if (duplicates.length) errors.push(LIST_TEXT.duplicates(duplicates));
  const onList = [...new Set(emails.filter((email) => isEmail(email) && existing.has(email)))];
  if (onList.length) errors.push(LIST_TEXT.existing(onList));
  return errors;
}

// ---- Bulk import ----

/** One line of an imported file: its e-mail as the organizer may edit it. */
export interface ImportRow {
  /** The line of the file, which also keys the row. */
  line: number;
  email: string;
}

export const isCsvFile = (file: { name: string }) => /\.csv$/i.test(file.name);

/** The first cell of a CSV line (a quoted cell may hold commas and doubled quotes). */
function firstCell(line: string): string {
  const text = line.trimStart();
  if (!text.startsWith('"')) return text.split(',')[0]!;
  let cell = '';
  for (let i = 1; i < text.length; i++) {
    if (text[i] === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (text[i] === '"') break;
    else cell += text[i];
  }
  return cell;
}

/** A first line naming its column ('email', 'E-mail', 'Email address') is a header, not an entry. */
const HEADER = /^e-?mail(\s+address)?$/i;

/** The rows of a file's text: the first column of each line, empty lines skipped, a header line left out. */
export function readImportRows(text: string): ImportRow[] {
  const rows: ImportRow[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      const email = firstCell(raw).trim();
      if (!email || (!rows.length && HEADER.test(email))) return;
      rows.push({ line: index + 1, email });
    });
  return rows;
}

/** Each row's problem (seed 001 §5), by line: the first of a repeated e-mail stands, later ones are duplicates. */
export function importRowErrors(rows: readonly ImportRow[], existing: ReadonlySet<string>): Map<number, string> {
  const errors = new Map<number, string>();
  const seen = new Set<string>();
  for (const row of rows) {
    const email = normalEmail(row.email);
    if (!isEmail(email)) errors.set(row.line, LIST_TEXT.rowInvalid);
    else if (seen.has(email)) errors.set(row.line, LIST_TEXT.rowDuplicate);
    else if (existing.has(email)) errors.set(row.line, LIST_TEXT.rowExisting);
    seen.add(email);
  }
  return errors;
}

export type ReadFile = { rows: ImportRow[]; error?: undefined } | { rows: []; error: string };

/** A chosen file's rows, or why it cannot be used: not a CSV file, unreadable, or without any e-mail. */
export async function readImportFile(file: File): Promise<ReadFile> {
  if (!isCsvFile(file)) return { rows: [], error: LIST_TEXT.notCsv };
  let text: string;
  try {
    text = await file.text();
  } catch (error) {
    return { rows: [], error: LIST_TEXT.readFailed(error instanceof Error ? error.message : String(error)) };
  }
  const rows = readImportRows(text);
  return rows.length ? { rows } : { rows: [], error: LIST_TEXT.noFile };
}

// ---- Export ----

export const exportRows = (users: readonly { email: string; name: string | null }[]): CsvRow[] => [['Email', 'Name'], ...users.map((user) => [user.email, user.name ?? ''])];

/** '{list} users 2030-06-05.csv', without characters file systems refuse. */
export const exportFileName = (list: string, now = new Date()) => `${list.replace(/[\\/:*?"<>|]/g, ' ').trim() || 'List'} users ${now.toISOString().slice(0, 10)}.csv`;
