import * as schemas from '../../lib/api/contract.gen';

/** The API's account rules and messages (seed 000 §5), from its contract; the API checks them again. */
const signUp = schemas.SignUpRequest;
export const messages = { ...signUp['x-messages'], ...schemas.LogInRequest['x-messages'] } as const;

const NAME_MAX_LENGTH = signUp.properties.name.maxLength;
const PASSWORD_MIN_LENGTH = signUp.properties.password.minLength;

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
