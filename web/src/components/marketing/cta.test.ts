import { describe, expect, it } from 'vitest';
import { businessToolsRedirect, membershipsCtaHref } from './cta';

describe('memberships call to action', () => {
  it("goes to the logged-in user's tiers", () => {
    expect(membershipsCtaHref('maya', '/for-artists')).toBe('/manage/maya/memberships/tiers');
  });

  it('sends logged-out visitors to log in, returning to this page with business-tools=memberships', () => {
    const href = membershipsCtaHref(undefined, '/for-venues-and-event-creators/memberships');
    expect(href).toBe('/auth?redirect_to=%2Ffor-venues-and-event-creators%2Fmemberships%3Fbusiness-tools%3Dmemberships');
    expect(new URL(href, 'http://x').searchParams.get('redirect_to')).toBe('/for-venues-and-event-creators/memberships?business-tools=memberships');
  });
});

describe('business-tools=memberships', () => {
  const asMaya = async () => 'maya';
  const loggedOut = async () => undefined;

  it("sends a logged-in user on to their tiers", async () => {
    await expect(businessToolsRedirect({ 'business-tools': 'memberships' }, asMaya)).resolves.toBe('/manage/maya/memberships/tiers');
  });

  it('keeps logged-out visitors, and pages opened without the query, where they are', async () => {
    await expect(businessToolsRedirect({ 'business-tools': 'memberships' }, loggedOut)).resolves.toBeUndefined();
    await expect(businessToolsRedirect({}, asMaya)).resolves.toBeUndefined();
    await expect(businessToolsRedirect({ 'business-tools': 'events' }, asMaya)).resolves.toBeUndefined();
  });

  it('asks who is logged in only when the query is there', async () => {
    let asked = 0;
    await businessToolsRedirect({}, async () => {
      asked += 1;
      return 'maya';
    });
    expect(asked).toBe(0);
  });
});
