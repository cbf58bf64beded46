/** The seeds' validation rules for accounts (seed 000 §5, seed 001 §8 "Preview login"). */

export const ACCOUNT_MESSAGES = {
  nameBlank: 'Name must not be blank',
  nameCharacters: 'Name must not contain @ $ # ! % ^ & * ( ) , or digits',
  nameLength: 'Name must be shorter than 30 characters',
  username: 'Please check your username and try again',
  usernameTaken: 'Username is already taken',
  email: 'Invalid email address',
  emailTaken: 'Email is already registered',
  password: 'Password must be at least 6 characters',
  passwordRequired: 'Password is required',
  invalidLogin: 'Invalid email or password',
  tooManyAttempts: 'Too many failed login attempts. Please try again in 15 minutes.',
  tooManySignUps: 'Too many accounts were created from this address. Please try again in an hour.',
  profileNotFound: "Sorry! That profile wasn't found.",
  followSelf: 'You cannot follow yourself.',
} as const;

/** The profile directory (search, organizers) answers pages of this many by default, and never more than the maximum. */
export const PROFILE_SEARCH_PER_PAGE = { default: 12, max: 50 } as const;

const MINUTE = 60 * 1000;

/**
 * Log-in attempts are counted per account and address, so that failures from elsewhere never lock the
 * account's own user out, and per address across accounts against guessing many accounts at once.
 */
export const LOGIN_LIMITS = {
  perAccountAndAddress: { limit: 5, windowMs: 15 * MINUTE },
  perAddress: { limit: 100, windowMs: 15 * MINUTE },
} as const;

/** Accounts created from one address in an hour. */
export const SIGN_UP_LIMIT = { limit: 10, windowMs: 60 * MINUTE } as const;

/** Sessions last as long as the cookie that carries them: one year. */
export const SESSION_MAX_AGE_MS = 365 * 24 * 60 * MINUTE;

/** At most this many collaborator matches: a search box shows a short list, the person types more to narrow it. */
export const COLLABORATOR_SEARCH_LIMIT = 10;

/**
 * The rules as the API contract states them (patterns and lengths on the request bodies), so that the web
 * checks the same: names are trimmed first, usernames trimmed and a leading @ or # stripped, e-mails trimmed
 * and lowercased.
 */
export const NAME_MAX_LENGTH = 29;
/** None of @ $ # ! % ^ & * ( ) , or digits. */
export const NAME_PATTERN = '^[^@$#!%^&*(),0-9]*$';
export const USERNAME_MAX_LENGTH = 20;
export const USERNAME_PATTERN = `^[A-Za-z0-9]{1,${USERNAME_MAX_LENGTH}}$`;
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
export const MIN_PASSWORD_LENGTH = 6;

const NAME = new RegExp(NAME_PATTERN);
const EMAIL = new RegExp(EMAIL_PATTERN);
const USERNAME = new RegExp(USERNAME_PATTERN);

/** Returns the message of the first rule the name breaks, or null. */
export function nameProblem(name: string): string | null {
  if (name.trim() === '') return ACCOUNT_MESSAGES.nameBlank;
  if (!NAME.test(name)) return ACCOUNT_MESSAGES.nameCharacters;
  if (name.trim().length > NAME_MAX_LENGTH) return ACCOUNT_MESSAGES.nameLength;
  return null;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailProblem(email: string): string | null {
  return EMAIL.test(normalizeEmail(email)) ? null : ACCOUNT_MESSAGES.email;
}

/** A leading @ or # is stripped, as people type handles that way. */
export function normalizeUsername(username: string): string {
  return username.trim().replace(/^[@#]/, '');
}

export function usernameProblem(username: string): string | null {
  return USERNAME.test(normalizeUsername(username)) ? null : ACCOUNT_MESSAGES.username;
}

export function passwordProblem(password: string): string | null {
  return password.length >= MIN_PASSWORD_LENGTH ? null : ACCOUNT_MESSAGES.password;
}

/** Rows per page of the Super Admin panel's lists (accounts and admin actions). */
export const ADMIN_PAGE_SIZE = 20;
