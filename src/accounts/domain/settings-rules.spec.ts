import { checkSettings, closedAccountName, mayDeleteProfile, type SettingsInput } from './settings-rules.js';
import { isTimeZone, TIME_ZONES } from './time-zones.js';
import { USERNAME_PATTERN } from './account-rules.js';

const valid: SettingsInput = { name: 'Riverside Arts', username: 'riverside' };
const problemsOf = (input: Partial<SettingsInput>) => checkSettings({ ...valid, ...input }).problems;

describe('account settings rules', () => {
  it('requires a name and a username', () => {
    expect(problemsOf({ name: '  ', username: '' })).toEqual([
      { field: 'name', message: 'this field is required' },
      { field: 'username', message: 'this field is required' },
    ]);
  });

  it('refuses a username that is not 1 to 20 letters or digits with the seeds’ message, after stripping a leading @', () => {
    expect(problemsOf({ username: 'has space' })).toEqual([{ field: 'username', message: 'Please check your username and try again' }]);
    expect(problemsOf({ username: 'a'.repeat(21) })).toEqual([{ field: 'username', message: 'Please check your username and try again' }]);
    expect(checkSettings({ ...valid, username: ' @NewName ' })).toEqual({ changes: { name: 'Riverside Arts', username: 'NewName' }, problems: [] });
    expect(problemsOf({ username: 'b'.repeat(20) })).toEqual([]);
  });

  it('takes a bio of 10000 characters and refuses 10001', () => {
    expect(problemsOf({ description: 'x'.repeat(10_000) })).toEqual([]);
    expect(problemsOf({ description: 'x'.repeat(10_001) })).toEqual([{ field: 'description', message: 'Invalid bio' }]);
  });

  it('leaves the public e-mail optional, lowercases it, and refuses a malformed one with an example', () => {
    expect(checkSettings({ ...valid, publicEmail: '' }).changes.publicEmail).toBeNull();
    expect(checkSettings({ ...valid, publicEmail: null }).changes.publicEmail).toBeNull();
    expect(checkSettings({ ...valid, publicEmail: ' Box@Riverside.ORG ' }).changes.publicEmail).toBe('box@riverside.org');
    for (const email of ['box', 'box@riverside', 'box @riverside.org', '@riverside.org']) {
      expect(problemsOf({ publicEmail: email })).toEqual([{ field: 'publicEmail', message: 'Enter a valid email (e.g., name@example.com)' }]);
    }
  });

  it('accepts http(s) addresses only, naming the field in lowercase otherwise', () => {
    expect(problemsOf({ websiteUrl: 'https://riverside.org/about?x=1', instagramUrl: 'http://instagram.com/riverside' })).toEqual([]);
    expect(problemsOf({ websiteUrl: 'riverside.org' })).toEqual([{ field: 'websiteUrl', message: 'Invalid website' }]);
    expect(problemsOf({ instagramUrl: 'javascript:alert(1)' })).toEqual([{ field: 'instagramUrl', message: 'Invalid instagram' }]);
    expect(problemsOf({ twitterUrl: 'ftp://x.com/a' })).toEqual([{ field: 'twitterUrl', message: 'Invalid x (twitter)' }]);
    expect(problemsOf({ youtubeUrl: 'https://localhost' })).toEqual([{ field: 'youtubeUrl', message: 'Invalid youtube' }]);
    expect(problemsOf({ tiktokUrl: `https://tiktok.com/${'a'.repeat(2_000)}` })).toEqual([{ field: 'tiktokUrl', message: 'Invalid tiktok' }]);
    expect(checkSettings({ ...valid, facebookUrl: '' }).changes.facebookUrl).toBeNull();
  });

  it('checks the analytics ids and uppercases the Google ones', () => {
    const { changes, problems } = checkSettings({ ...valid, googleAnalyticsId: 'g-abc123', metaPixelId: '123456789012345', googleTagManagerContainerId: 'gtm-5xk2q9' });
    expect(problems).toEqual([]);
    expect(changes).toMatchObject({ googleAnalyticsId: 'G-ABC123', metaPixelId: '123456789012345', googleTagManagerContainerId: 'GTM-5XK2Q9' });
    expect(problemsOf({ googleAnalyticsId: 'UA-12345678-1' })).toEqual([]);
    expect(problemsOf({ googleAnalyticsId: 'AW-123', metaPixelId: 'px-1', googleTagManagerContainerId: 'G-ABCD' })).toEqual([
      { field: 'googleAnalyticsId', message: 'Invalid google analytics id' },
      { field: 'metaPixelId', message: 'Invalid meta pixel id' },
      { field: 'googleTagManagerContainerId', message: 'Invalid google tag manager container id' },
    ]);
  });

  it('stores a phone number as + and digits', () => {
    expect(checkSettings({ ...valid, phone: '+1 (555) 555-0123' }).changes.phone).toBe('+15555550123');
    expect(problemsOf({ phone: '555-0123' })).toEqual([{ field: 'phone', message: 'Invalid phone' }]);
  });

  it('takes a time zone of the labelled list only, and a supported currency', () => {
    expect(checkSettings({ ...valid, timezone: 'Europe/Berlin', currency: 'EUR' }).changes).toMatchObject({ timezone: 'Europe/Berlin', currency: 'eur' });
    expect(problemsOf({ timezone: 'Mars/Olympus', currency: 'xyz' })).toEqual([
      { field: 'timezone', message: 'Invalid time zone' },
      { field: 'currency', message: 'Invalid currency' },
    ]);
  });

  it('leaves out what was not sent', () => {
    expect(checkSettings(valid).changes).toEqual({ name: 'Riverside Arts', username: 'riverside' });
  });

  it('lists real time zones with their standard offsets, each once', () => {
    expect(TIME_ZONES.find((z) => z.zone === 'America/New_York')?.label).toBe('(GMT-05:00) Eastern Time (US & Canada)');
    expect(TIME_ZONES.find((z) => z.zone === 'Asia/Kolkata')?.label).toBe('(GMT+05:30) Chennai, Kolkata, Mumbai, New Delhi');
    expect(new Set(TIME_ZONES.map((z) => z.zone)).size).toBe(TIME_ZONES.length);
    for (const { zone, label } of TIME_ZONES) {
      // Intl knows every name, and the label's offset is the zone's offset in January or July, whichever is less.
      const offset = (month: number) => new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(new Date(Date.UTC(2026, month, 15))).find((p) => p.type === 'timeZoneName')!.value;
      const minutes = (text: string) => (text === 'GMT' ? 0 : (text[3] === '-' ? -1 : 1) * (Number(text.slice(4, 6)) * 60 + Number(text.slice(7, 9))));
      const standard = Math.min(minutes(offset(0)), minutes(offset(6)));
      expect({ zone, offset: minutes(label.slice(1, 10)) }).toEqual({ zone, offset: standard });
    }
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Eastern Time (US & Canada)')).toBe(false);
  });

  it('lets only the profile’s own user or an owner of its team delete it', () => {
    expect(mayDeleteProfile('user-1', 'user-1', [])).toBe(true);
    expect(mayDeleteProfile('org-1', 'user-2', ['user-2'])).toBe(true);
    expect(mayDeleteProfile('org-1', 'admin-3', ['user-2'])).toBe(false);
  });

  it('frees a closed account’s username and e-mail for good: the new value is one no one can choose', () => {
    const closed = closedAccountName('0b7c6a1e-2f44-4f1b-9a52-1d2c3e4f5a6b');
    expect(new RegExp(USERNAME_PATTERN).test(closed)).toBe(false);
    expect(closed).not.toContain('@');
  });
});
