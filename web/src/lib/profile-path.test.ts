import { describe, expect, it } from 'vitest';
import { profilePath } from './profile-path';

describe('profilePath', () => {
  it('leads users to /p and organizations to /o, whichever way the type is spelt', () => {
    expect(profilePath({ type: 'user', username: 'maya' })).toBe('/p/maya');
    expect(profilePath({ type: 'school', username: 'riverside' })).toBe('/o/riverside');
    expect(profilePath({ type: 'School', username: 'riverside' })).toBe('/o/riverside');
    expect(profilePath({ type: 'User', username: 'maya' })).toBe('/p/maya');
  });
});
