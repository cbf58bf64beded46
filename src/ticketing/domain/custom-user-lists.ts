/**
 * Private access lists (seed 001 §2.3, §5): an owner's named lists of e-mail addresses. A ticket type of
 * scope 'list' is sold to the people on its lists. The web reads these limits and messages through the contract.
 */
export const LIST_NAME_MAX_LENGTH = 100;
export const LISTS_PER_PAGE = 10;
export const LISTS_MAX_PER_PAGE = 100;
/** Users of a list per page: up to this many, so the web's CSV export can read a whole list. */
export const LIST_USERS_PER_PAGE = 10;
export const LIST_USERS_MAX_PER_PAGE = 1000;
/** E-mails one bulk add may carry. */
export const LIST_EMAILS_MAX = 5000;
/** What one address may be: no spaces, commas or second @ (entries are separated by commas and new lines). */
export const LIST_EMAIL_PATTERN = '^[^\\s@,]+@[^\\s@,]+\\.[^\\s@,]+$';
export const LIST_EMAIL_MAX_LENGTH = 254;

export type ListSort = 'name' | 'userCount' | 'createdAt';
export const LIST_SORTS: readonly ListSort[] = ['name', 'userCount', 'createdAt'];

/** Seed 001 §2.3, §5, §8; `{emails}` stands for the addresses (comma-separated), `{n}` for a number, `{reason}` for why a file could not be read. */
export const CUSTOM_USER_LIST_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${LIST_NAME_MAX_LENGTH} characters`,
  invalidEmail: 'Please enter a valid email address',
  emailsRequired: 'Please enter at least one email address',
  duplicates: 'Please remove the following duplicate entries: {emails}',
  alreadyInList: 'The following emails already exist in the list: {emails}',
  tooManyEmails: `Add at most ${LIST_EMAILS_MAX} emails at once`,
  usersAdded: '{n} users added successfully',
  notFound: 'Sorry! That list wasn’t found.',
  userNotFound: 'Sorry! That user wasn’t found on the list.',
  deleted: 'List deleted successfully',
  userRemoved: 'User removed successfully',
  // The bulk import reads its CSV file in the browser; these are its messages.
  importFileFormat: 'Invalid file format. Please upload a CSV file.',
  importFileRequired: 'Please select a file with emails to import',
  importReadError: 'Error reading file: {reason}',
  importInvalidEmail: 'Invalid email format',
  importDuplicate: 'Duplicate email within file',
  importAlreadyInList: 'Email already exists in the list',
  // The CSV export is made in the browser too.
  exportEmpty: 'No users to export',
  exported: '{n} users exported successfully',
} as const;

/** An owner's private access list. */
export interface CustomUserList {
  id: string;
  ownerId: string;
  name: string;
  createdAt: Date;
}

/** An address on a list. */
export interface CustomUserListUser {
  id: string;
  listId: string;
  email: string;
  createdAt: Date;
}

type Checked<T> = { errors: string[] } | { fields: T };

const EMAIL = new RegExp(LIST_EMAIL_PATTERN);

/** An address as stored and compared: trimmed and lowercased. */
export const normalizeListEmail = (email: string) => email.trim().toLowerCase();

export const isListEmail = (email: string) => email.length <= LIST_EMAIL_MAX_LENGTH && EMAIL.test(email);

/** A list's name: trimmed, required, at most 100 characters. */
export function checkListName(raw: unknown): Checked<{ name: string }> {
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (!name) return { errors: [CUSTOM_USER_LIST_MESSAGES.nameRequired] };
  if (name.length > LIST_NAME_MAX_LENGTH) return { errors: [CUSTOM_USER_LIST_MESSAGES.nameTooLong] };
  return { fields: { name } };
}

const naming = (template: string, emails: readonly string[]) => template.replace('{emails}', emails.join(', '));

/** 'The following emails already exist in the list: …' for these addresses. */
export const alreadyInListMessage = (emails: readonly string[]) => naming(CUSTOM_USER_LIST_MESSAGES.alreadyInList, emails);

export const usersAddedMessage = (count: number) => CUSTOM_USER_LIST_MESSAGES.usersAdded.replace('{n}', String(count));

/** The valid addresses of a bulk add, normalised, each once: those to look up on the list before checking. */
export function listEmailsToLookUp(raw: unknown): string[] {
  if (!Array.isArray(raw) || raw.length > LIST_EMAILS_MAX) return [];
  const emails = raw.filter((entry): entry is string => typeof entry === 'string').map(normalizeListEmail);
  return [...new Set(emails.filter(isListEmail))];
}

/**
 * Checks the e-mails of one bulk add against the list's addresses, as the add form does: blank entries are
 * skipped, each address is trimmed and lowercased, and compared whatever its case. Every problem is listed:
 * an invalid entry, repeated entries (each named once), entries already on the list. `onList` answers which
 * of the normalised addresses the list already has.
 */
export function checkListEmails(raw: unknown, onList: ReadonlySet<string>): Checked<{ emails: string[] }> {
  const entries = Array.isArray(raw) ? raw.filter((entry) => typeof entry !== 'string' || entry.trim() !== '') : [];
  if (!entries.length) return { errors: [CUSTOM_USER_LIST_MESSAGES.emailsRequired] };
  if (entries.length > LIST_EMAILS_MAX) return { errors: [CUSTOM_USER_LIST_MESSAGES.tooManyEmails] };
  const errors: string[] = [];
  const emails = entries.map((entry) => (typeof entry === 'string' ? normalizeListEmail(entry) : ''));
  if (emails.some((email) => !isListEmail(email))) errors.push(CUSTOM_USER_LIST_MESSAGES.invalidEmail);
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const email of emails) (seen.has(email) ? repeated : seen).add(email);
  const named = (list: Iterable<string>) => [...list].filter(isListEmail);
  const duplicates = named(repeated);
  if (duplicates.length) errors.push(naming(CUSTOM_USER_LIST_MESSAGES.duplicates, duplicates));
  const existing = named(seen).filter((email) => onList.has(email));
  if (existing.length) errors.push(alreadyInListMessage(existing));
  return errors.length ? { errors } : { fields: { emails } };
}
