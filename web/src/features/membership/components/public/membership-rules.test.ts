import { describe, expect, it } from 'vitest';
import { capacityText, formatPlan, membershipPagePath, sameSitePath } from '../../format';
import { currentMemberships, privateIdOf, sortTiers, subscribeRedirectPath } from './membership-rules';
import { membership } from './public.fixtures';

describe('membership rules', () => {
  it('shows prices with 2 decimals, or whole, with the interval', () => {
    expect(formatPlan(2000, 'usd', 'month')).toBe('$20 / month');
    expect(formatPlan(2050, 'usd', 'year')).toBe('$20.50 / year');
  });

  it('counts only active memberships as current plans', () => {
    const rows = [membership(), membership({ tierId: 't2', status: 'past_due' }), membership({ tierId: 't3', status: 'canceled' })];
    expect(currentMemberships(rows).map((m) => m.tierId)).toEqual(['tier-friends']);
  });

  it('sorts current plans first, otherwise by position', () => {
    const tiers = [
      { id: 'a', position: 0 },
      { id: 'b', position: 1 },
      { id: 'c', position: 2 },
    ];
    expect(sortTiers(tiers, [{ tierId: 'c' }]).map((t) => t.id)).toEqual(['c', 'a', 'b']);
    expect(sortTiers([...tiers].reverse(), []).map((t) => t.id)).toEqual(['a', 'b', 'c']);
  });

  it('describes a capped tier only', () => {
    expect(capacityText({ validSubscriptionsLimit: 20, remaining: 0 })).toBe('Limited (0 of 20 remaining)');
    expect(capacityText({ validSubscriptionsLimit: null, remaining: null })).toBeNull();
  });

  it('builds the page and redirect addresses for users and organizations', () => {
    expect(membershipPagePath('user', 'maya')).toBe('/p/maya/membership');
    expect(membershipPagePath('school', 'riverside', 'abc')).toBe('/o/riverside/membership/abc');
    // The management calls spell the type 'User' or 'School'.
    expect(membershipPagePath('School', 'riverside')).toBe('/o/riverside/membership');
    expect(subscribeRedirectPath('user', 'maya', 'pr', 'ow', '/p/maya/membership')).toBe('/p/maya/redirect_stripe/pr/ow');
    expect(subscribeRedirectPath('school', 'riverside', 'pr', 'ow', '/o/riverside/membership/abc')).toBe(
      '/o/riverside/redirect_stripe/pr/ow?redirect_to=%2Fo%2Friverside%2Fmembership%2Fabc',
    );
  });

  it('accepts only paths of this site to come back to', () => {
    expect(sameSitePath('/o/riverside/membership/abc')).toBe('/o/riverside/membership/abc');
    expect(sameSitePath('//evil.example')).toBeUndefined();
    expect(sameSitePath('https://evil.example')).toBeUndefined();
    expect(sameSitePath(undefined)).toBeUndefined();
  });

  it('takes only a uuid from the address as a private id', () => {
    expect(privateIdOf('5D0C7A52-2222-4000-8000-000000000002')).toBe('5D0C7A52-2222-4000-8000-000000000002');
    expect(privateIdOf('not-an-id')).toBeUndefined();
    expect(privateIdOf(undefined)).toBeUndefined();
  });
});
