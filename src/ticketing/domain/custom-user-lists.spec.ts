import {
  alreadyInListMessage,
  checkListEmails,
  checkListName,
  CUSTOM_USER_LIST_MESSAGES as M,
  LIST_EMAILS_MAX,
  listEmailsToLookUp,
  normalizeListEmail,
  usersAddedMessage,
} from './custom-user-lists.js';

const none = new Set<string>();
const errorsOf = (checked: { errors: string[] } | { fields: unknown }) => ('errors' in checked ? checked.errors : []);

describe('private access list rules', () => {
  it.each([
    ['nothing', undefined, [M.nameRequired]],
    ['blanks', '   ', [M.nameRequired]],
    ['a number', 12, [M.nameRequired]],
    ['101 characters', 'x'.repeat(101), [M.nameTooLong]],
    ['100 characters', 'x'.repeat(100), []],
    ['100 characters between blanks', ` ${'x'.repeat(100)} `, []],
  ])('checks a name: %s', (_, name, errors) => {
    expect(errorsOf(checkListName(name))).toEqual(errors);
  });

  it('keeps a name trimmed', () => {
    expect(checkListName('  Friends & family ')).toEqual({ fields: { name: 'Friends & family' } });
  });

  it('compares addresses trimmed and lowercased', () => {
    expect(normalizeListEmail('  Ana@Example.COM ')).toBe('ana@example.com');
    expect(checkListEmails([' Ana@Example.com', 'bo@example.com '], none)).toEqual({ fields: { emails: ['ana@example.com', 'bo@example.com'] } });
  });

  it('asks for at least one address, skipping blank entries', () => {
    expect(errorsOf(checkListEmails([], none))).toEqual([M.emailsRequired]);
    expect(errorsOf(checkListEmails(['', '  '], none))).toEqual([M.emailsRequired]);
    expect(errorsOf(checkListEmails(undefined, none))).toEqual([M.emailsRequired]);
    expect(errorsOf(checkListEmails('ana@example.com', none))).toEqual([M.emailsRequired]);
    expect(checkListEmails(['', 'ana@example.com'], none)).toEqual({ fields: { emails: ['ana@example.com'] } });
  });

  it.each([['ana'], ['ana@example'], ['ana @example.com'], ['ana@@example.com'], ['ana@example.com,bo@example.com'], [`${'a'.repeat(250)}@x.com`]])(
    'refuses %s as an address',
    (email) => {
      expect(errorsOf(checkListEmails(['bo@example.com', email], none))).toEqual([M.invalidEmail]);
    },
  );

  it('refuses an entry that is no text, saying so once for all invalid entries', () => {
    expect(errorsOf(checkListEmails([42, null, 'nope'], none))).toEqual([M.invalidEmail]);
  });

  it('names each repeated address once, whatever its case', () => {
    const checked = checkListEmails(['a@x.com', 'B@x.com', 'A@X.com', 'c@x.com', 'b@x.com', 'a@x.com'], none);
    expect(errorsOf(checked)).toEqual(['Please remove the following duplicate entries: a@x.com, b@x.com']);
  });

  it('names the addresses the list already has, whatever their case', () => {
    const onList = new Set(['a@x.com', 'c@x.com']);
    expect(errorsOf(checkListEmails(['C@x.com', 'b@x.com', 'A@x.com'], onList))).toEqual(['The following emails already exist in the list: c@x.com, a@x.com']);
    expect(alreadyInListMessage(['a@x.com'])).toBe('The following emails already exist in the list: a@x.com');
  });

  it('lists every problem at once', () => {
    const checked = checkListEmails(['nope', 'a@x.com', 'A@x.com', 'on@x.com'], new Set(['on@x.com']));
    expect(errorsOf(checked)).toEqual([M.invalidEmail, 'Please remove the following duplicate entries: a@x.com', 'The following emails already exist in the list: on@x.com']);
  });

  it(`takes at most ${LIST_EMAILS_MAX} addresses at once`, () => {
    const emails = (n: number) => Array.from({ length: n }, (_, i) => `person${i}@example.com`);
    expect(errorsOf(checkListEmails(emails(LIST_EMAILS_MAX + 1), none))).toEqual(['Add at most 5000 emails at once']);
    expect(errorsOf(checkListEmails(emails(LIST_EMAILS_MAX), none))).toEqual([]);
  });

  it('looks up the valid addresses of an entry, normalised, each once', () => {
    expect(listEmailsToLookUp([' A@x.com', 'a@x.com', 'nope', 7, 'b@x.com'])).toEqual(['a@x.com', 'b@x.com']);
    expect(listEmailsToLookUp('a@x.com')).toEqual([]);
  });

  it('tells how many users were added', () => {
    expect(usersAddedMessage(3)).toBe('3 users added successfully');
  });
});
