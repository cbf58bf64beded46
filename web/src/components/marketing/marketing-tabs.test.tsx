import { describe, expect, it } from 'vitest';
import { slideDirection } from './marketing-tabs';
import { venuesTabs } from './tabs';

describe('tab slide direction', () => {
  const [events, memberships, streaming] = venuesTabs.map((tab) => tab.href);

  it('slides left towards later tabs and right towards earlier ones', () => {
    expect(slideDirection(venuesTabs, events, memberships)).toBe('left');
    expect(slideDirection(venuesTabs, events, streaming)).toBe('left');
    expect(slideDirection(venuesTabs, streaming, memberships)).toBe('right');
    expect(slideDirection(venuesTabs, `${memberships}/`, events)).toBe('right');
  });

  it('does not slide on arrival from elsewhere or on the same tab', () => {
    expect(slideDirection(venuesTabs, undefined, memberships)).toBe('none');
    expect(slideDirection(venuesTabs, '/ucif', memberships)).toBe('none');
    expect(slideDirection(venuesTabs, memberships, memberships)).toBe('none');
  });
});
