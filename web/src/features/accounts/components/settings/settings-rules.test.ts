import { describe, expect, it } from 'vitest';
import { checkBio, checkGoogleAnalytics, checkName, checkPhone, checkPublicEmail, checkUrl, checkUsername, joinPhone, splitPhone, TIME_ZONE_OPTIONS } from './settings-rules';

describe('settings form rules (from the API contract)', () => {
  it('requires a name and a username with the seeds’ messages', () => {
    expect(checkName('  ')).toBe('this field is required');
    expect(checkUsername('')).toBe('this field is required');
    expect(checkUsername('no spaces')).toBe('Please check your username and try again');
    expect(checkUsername('@riverside')).toBe(true);
  });

  it('allows an empty public e-mail and explains a malformed one', () => {
    expect(checkPublicEmail('')).toBe(true);
    expect(checkPublicEmail('box@riverside.org')).toBe(true);
    expect(checkPublicEmail('box')).toBe('Enter a valid email (e.g., name@example.com)');
  });

  it('counts the bio up to 10000 characters', () => {
    expect(checkBio('x'.repeat(10_000))).toBe(true);
    expect(checkBio('x'.repeat(10_001))).toBe('Invalid bio');
  });

  it('names the field of a bad link or id in lowercase', () => {
    expect(checkUrl('instagramUrl')('instagram.com/nina')).toBe('Invalid instagram');
    expect(checkUrl('websiteUrl')('https://nina.example')).toBe(true);
    expect(checkGoogleAnalytics('g-abc123')).toBe(true);
    expect(checkGoogleAnalytics('123')).toBe('Invalid google analytics id');
    expect(checkPhone('+1 555 555 0123')).toBe(true);
    expect(checkPhone('12')).toBe('Invalid phone');
  });

  it('stores a phone number with the calling code of the chosen country (us by default)', () => {
    expect(joinPhone('us', '(555) 555-0123')).toBe('+15555550123');
    expect(joinPhone('gb', '020 7946 0958')).toBe('+442079460958');
    expect(joinPhone('us', '')).toBe('');
    expect(splitPhone('+442079460958')).toEqual({ country: 'gb', national: '2079460958' });
    expect(splitPhone('+15555550123')).toEqual({ country: 'us', national: '5555550123' });
    expect(splitPhone(null)).toEqual({ country: 'us', national: '' });
  });

  it('offers the labelled time zones', () => {
    expect(TIME_ZONE_OPTIONS).toContainEqual({ value: 'America/New_York', label: '(GMT-05:00) Eastern Time (US & Canada)' });
  });
});
