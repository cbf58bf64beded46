import { describe, expect, it } from 'vitest';
import {
  messages,
  normalizeEmail,
  normalizeUsername,
  validateEmail,
  validateName,
  validatePassword,
  validatePasswordPresent,
  validateUsername,
} from './validation';
import { truncateName } from './names';
import { safeRedirect } from '../../lib/login';

describe('account rules (seed 000 §5)', () => {
  it('shows the API’s messages', () => {
    expect(messages).toEqual({
      nameBlank: 'Name must not be blank',
      nameCharacters: 'Name must not contain @ $ # ! % ^ & * ( ) , or digits',
      nameLength: 'Name must be shorter than 30 characters',
      username: 'Please check your username and try again',
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
      passwordRequired: 'Password is required',
    });
  });

  it('names: not blank, no @ $ # ! % ^ & * ( ) , or digits, shorter than 30 characters', () => {
    expect(validateName('Nina Simone')).toBe(true);
    expect(validateName("Nina O'Hara-Smith")).toBe(true);
    for (const character of ['@', '$', '#', '!', '%', '^', '&', '*', '(', ')', ',', '0', '7']) {
      expect(validateName(`Nina${character}`)).toBe(messages.nameCharacters);
    }
    expect(validateName('')).toBe(messages.nameBlank);
    expect(validateName('   ')).toBe(messages.nameBlank);
    expect(validateName('A'.repeat(29))).toBe(true);
    expect(validateName('A'.repeat(30))).toBe(messages.nameLength);
    expect(validateName(`  ${'A'.repeat(29)}  `)).toBe(true);
  });

  it('usernames: 1 to 20 letters or digits, a leading @ or # stripped', () => {
    expect(normalizeUsername(' @nina ')).toBe('nina');
    expect(normalizeUsername('#nina')).toBe('nina');
    expect(validateUsername('@nina')).toBe(true);
    expect(validateUsername('#nina2')).toBe(true);
    expect(validateUsername('n')).toBe(true);
    expect(validateUsername('b'.repeat(20))).toBe(true);
    expect(validateUsername(`@${'b'.repeat(20)}`)).toBe(true);
    expect(validateUsername('b'.repeat(21))).toBe(messages.username);
    expect(validateUsername('')).toBe(messages.username);
    expect(validateUsername('@')).toBe(messages.username);
    expect(validateUsername('@@nina')).toBe(messages.username);
    expect(validateUsername('has space')).toBe(messages.username);
    expect(validateUsername('nina_s')).toBe(messages.username);
    expect(validateUsername('niña')).toBe(messages.username);
  });

  it('e-mails: a standard address, trimmed and lowercased', () => {
    expect(normalizeEmail('  Nina@Example.COM ')).toBe('nina@example.com');
    expect(validateEmail('  Nina@Example.COM ')).toBe(true);
    expect(validateEmail('nope')).toBe(messages.email);
    expect(validateEmail('nina@example')).toBe(messages.email);
    expect(validateEmail('ni na@example.com')).toBe(messages.email);
  });

  it('passwords: at least 6 characters to sign up; any to log in', () => {
    expect(validatePassword('12345')).toBe(messages.password);
    expect(validatePassword('123456')).toBe(true);
    expect(validatePasswordPresent('')).toBe(messages.passwordRequired);
    expect(validatePasswordPresent('x')).toBe(true);
  });

  it('menu names are cut at 18 characters with an ellipsis', () => {
    expect(truncateName('Riverside Arts Collective')).toBe('Riverside Arts Col…');
    expect(truncateName('A'.repeat(18))).toBe('A'.repeat(18));
    expect(truncateName('Short Name')).toBe('Short Name');
  });

  it('redirects follow only same-site paths', () => {
    expect(safeRedirect('/schools/new?redirect_to=/e/new')).toBe('/schools/new?redirect_to=/e/new');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('javascript:alert(1)')).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
  });
});
