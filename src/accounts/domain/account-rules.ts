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
  profileNotFound: "Sorry! That profile wasn't found.",
} as const;

const FORBIDDEN_NAME_CHARACTERS = /[@$#!%^&*(),0-9]/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9]{1,20}$/;
export const MIN_PASSWORD_LENGTH = 6;

/** Returns the message of the first rule the name breaks, or null. */
export function nameProblem(name: string): string | null {
  if (name.trim() === '') return ACCOUNT_MESSAGES.nameBlank;
  if (FORBIDDEN_NAME_CHARACTERS.test(name)) return ACCOUNT_MESSAGES.nameCharacters;
  if (name.trim().length >= 30) return ACCOUNT_MESSAGES.nameLength;
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
