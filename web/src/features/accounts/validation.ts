import { schemas } from '../../lib/api/contract.gen';

/** The API's account rules and messages (seed 000 §5), from its contract; the API checks them again. */
const signUp = schemas.SignUpRequest;
export const messages = { ...signUp['x-messages'], ...schemas.LogInRequest['x-messages'] } as const;

const NAME_MAX_LENGTH = signUp.properties.name.maxLength;
const PASSWORD_MIN_LENGTH = signUp.properties.password.minLength;
/** Account names in menus (user menu, profile switcher) are cut at 18 characters. */
export const MENU_NAME_LENGTH = 18;
/** Names in lists of profiles (followers, profile cards) are cut at 15 characters, at 19 on the home page (seed 000 §9). */
export const LIST_NAME_LENGTH = 15;
export const HOME_NAME_LENGTH = 19;

const NAME = new RegExp(signUp.properties.name.pattern);
const EMAIL = new RegExp(signUp.properties.email.pattern);
const USERNAME = new RegExp(signUp.properties.username.pattern);

/** E-mail addresses are trimmed and lowercased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
/** A leading @ or # is stripped, as people type handles that way. */
export const normalizeUsername = (username: string) => username.trim().replace(/^[@#]/, '');

/** Not blank, none of @ $ # ! % ^ & * ( ) , or digits, shorter than 30 characters. */
export function validateName(name: string): true | string {
  if (name.trim() === '') return messages.nameBlank;
  if (!NAME.test(name)) return messages.nameCharacters;
  if (name.trim().length > NAME_MAX_LENGTH) return messages.nameLength;
  return true;
}

/** 1 to 20 letters or digits once a leading @ or # is stripped. */
export const validateUsername = (username: string): true | string => (USERNAME.test(normalizeUsername(username)) ? true : messages.username);
export const validateEmail = (email: string): true | string => (EMAIL.test(normalizeEmail(email)) ? true : messages.email);
/** Sign-up: at least 6 characters. */
export const validatePassword = (password: string): true | string => (password.length >= PASSWORD_MIN_LENGTH ? true : messages.password);
/** Log-in: the server decides whether it is right; the form only asks for one. */
export const validatePasswordPresent = (password: string): true | string => (password.length > 0 ? true : messages.passwordRequired);

/** Names longer than `max` are cut with an ellipsis. */
export const truncateName = (name: string, max = MENU_NAME_LENGTH) => (name.length > max ? `${name.slice(0, max)}…` : name);

/** Only same-site paths are followed after login: '/x' yes; '//host', '/\host', 'https://…' and anything else give '/'. */
export const safeRedirect = (target: unknown): string =>
  typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : '/';
