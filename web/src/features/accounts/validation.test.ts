import { describe, expect, it } from 'vitest';
import { messages, normalizeEmail, safeRedirect, truncateName, validateEmail, validateName, validatePassword, validateUsername } from './validation';

describe('account rules', () => {
  it('checks names as the seeds say', () => {
    expect(validateName('Nina Simone')).toBe(true);
    expect(validateName('N1na')).toBe(messages.nameCharacters);
    expect(validateName('Nina, Jazz')).toBe(messages.nameCharacters);
    expect(validateName('  ')).toBe(messages.nameBlank);
    expect(validateName('A'.repeat(29))).toBe(true);
    expect(validateName('A'.repeat(30))).toBe(messages.nameLength);
  });

  it('checks usernames, stripping a leading @ or #', () => {
    expect(validateUsername('@nina')).toBe(true);
    expect(validateUsername('#nina')).toBe(true);
    expect(validateUsername('b'.repeat(20))).toBe(true);
    expect(validateUsername('b'.repeat(21))).toBe(messages.username);
    expect(validateUsername('has space')).toBe(messages.username);
  });

  it('trims and lowercases e-mails and needs 6-character passwords', () => {
    expect(normalizeEmail('  Nina@Example.COM ')).toBe('nina@example.com');
    expect(validateEmail('nope')).toBe(messages.email);
    expect(validatePassword('12345')).toBe(messages.password);
    expect(validatePassword('123456')).toBe(true);
  });

  it('truncates organization names at 18 characters and follows only same-site redirects', () => {
    expect(truncateName('Riverside Arts Collective')).toBe('Riverside Arts Col…');
    expect(truncateName('Short Name')).toBe('Short Name');
    expect(safeRedirect('/schools/new')).toBe('/schools/new');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
  });
});
