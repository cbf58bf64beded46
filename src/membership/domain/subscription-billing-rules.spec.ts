import { sameSitePath, withQuery } from './subscription-billing-rules.js';

describe('subscribe form paths', () => {
  it('sends the visitor back to a path of this site only', () => {
    expect(sameSitePath('/p/stage/membership?tab=membership')).toBe('/p/stage/membership?tab=membership');
    expect(['https://evil.example', '//evil.example', '/\\evil.example', '/a\tb', 'p/stage', undefined].map(sameSitePath)).toEqual(['/', '/', '/', '/', '/', '/']);
  });

  it('adds a query parameter to the path, before any fragment', () => {
    expect(withQuery('/p/stage/membership', 'error_message', 'This membership is full')).toBe('/p/stage/membership?error_message=This%20membership%20is%20full');
    expect(withQuery('/p/stage?tab=membership', 'success_message', 'Thanks!')).toBe('/p/stage?tab=membership&success_message=Thanks!');
    expect(withQuery('/p/stage/membership#tiers', 'error_message', 'No')).toBe('/p/stage/membership?error_message=No#tiers');
  });
});
