import { describe, expect, it } from 'vitest';
import { emailEntryErrors, importRowErrors, readImportRows, splitEmails } from './lists';

describe('the e-mails of the add box', () => {
  it('are split at commas, spaces and new lines, trimmed and lowercased', () => {
    expect(splitEmails(' Ana@Example.com,bo@example.com\r\n\tCY@example.COM  dee@example.com,,\n')).toEqual(['ana@example.com', 'bo@example.com', 'cy@example.com', 'dee@example.com']);
    expect(splitEmails(' ,\n ')).toEqual([]);
  });

  it('name each repeated or listed address once, and not an invalid entry among them', () => {
    expect(emailEntryErrors(['a@x.com', 'bad', 'bad', 'a@x.com', 'b@x.com', 'b@x.com', 'c@x.com'], new Set(['c@x.com', 'bad']))).toEqual([
      'Please enter a valid email address',
      'Please remove the following duplicate entries: a@x.com, b@x.com',
      'The following emails already exist in the list: c@x.com',
    ]);
    expect(emailEntryErrors(Array.from({ length: 5001 }, (_, n) => `p${n}@x.com`), new Set())).toEqual(['Add at most 5000 emails at once']);
  });
});

describe('the rows of an imported file', () => {
  it('are the first column of each line, empty lines skipped and a header left out, numbered by line', () => {
    const text = '\uFEFFE-mail address,Name\r\n"ana@example.com","Ruiz, Ana"\r\n   \r\n"o""neil@example.com"\rbo@example.com,Bo\n,no e-mail\nemail\n';
    expect(readImportRows(text)).toEqual([
      { line: 2, email: 'ana@example.com' },
      { line: 4, email: 'o"neil@example.com' },
      { line: 5, email: 'bo@example.com' },
      // Only a first line is a header.
      { line: 7, email: 'email' },
    ]);
    expect(readImportRows('ana@example.com\n')).toEqual([{ line: 1, email: 'ana@example.com' }]);
  });

  it('keep the first of a repeated address and flag the later ones, whatever their case', () => {
    const rows = [
      { line: 1, email: 'Ana@Example.com' },
      { line: 2, email: ' ana@example.com ' },
      { line: 3, email: 'not an e-mail' },
      { line: 4, email: 'bo@example.com' },
    ];
    expect(Object.fromEntries(importRowErrors(rows, new Set(['bo@example.com'])))).toEqual({
      2: 'Duplicate email within file',
      3: 'Invalid email format',
      4: 'Email already exists in the list',
    });
  });
});
