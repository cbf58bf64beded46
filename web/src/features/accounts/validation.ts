/** Client-side mirror of the seeds' account rules (seed 000 §5); the API checks them again. */
export const messages = {
  nameBlank: 'Name must not be blank',
  nameCharacters: 'Name must not contain @ $ # ! % ^ & * ( ) , or digits',
  nameLength: 'Name must be shorter than 30 characters',
  username: 'Please check your username and try again',
  email: 'Invalid email address',
  password: 'Password must be at least 6 characters',
} as const;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
export const normalizeUsername = (username: string) => username.trim().replace(/^[@#]/, '');

export function validateName(name: string): true | string {
  if (name.trim() === '') return messages.nameBlank;
  if (/[@$#!%^&*(),0-9]/.test(name)) return messages.nameCharacters;
  if (name.trim().length >= 30) return messages.nameLength;
  return true;
}

export const validateUsername = (username: string): true | string => (/^[A-Za-z0-9]{1,20}$/.test(normalizeUsername(username)) ? true : messages.username);
export const validateEmail = (email: string): true | string => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalizeEmail(email)) ? true : messages.email);
export const validatePassword = (password: string): true | string => (password.length >= 6 ? true : messages.password);

/** Organization names in menus are cut at 18 characters. */
export const truncateName = (name: string, max = 18) => (name.length > max ? `${name.slice(0, max)}…` : name);

/** Only same-site paths are followed after login. */
export const safeRedirect = (target: unknown) => (typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') ? target : '/');
