import { membersOnlyAllowed } from './members-only.js';

describe('members-only access (seed 002 §5)', () => {
  const membersOnly = { membersOnly: true, tierIds: ['gold', 'silver'] };

  it('lets anyone take an item that is not members-only', () => {
    expect(membersOnlyAllowed({ membersOnly: false, tierIds: ['gold'] }, { ownerHasTiers: true, heldTierIds: [] })).toBe(true);
  });

  it('lets anyone take a members-only item of an owner without tiers', () => {
    expect(membersOnlyAllowed(membersOnly, { ownerHasTiers: false, heldTierIds: [] })).toBe(true);
  });

  it('lets a holder of one of the listed tiers take it, and nobody else', () => {
    expect(membersOnlyAllowed(membersOnly, { ownerHasTiers: true, heldTierIds: ['bronze', 'silver'] })).toBe(true);
    expect(membersOnlyAllowed(membersOnly, { ownerHasTiers: true, heldTierIds: ['bronze'] })).toBe(false);
    expect(membersOnlyAllowed(membersOnly, { ownerHasTiers: true, heldTierIds: [] })).toBe(false);
    expect(membersOnlyAllowed({ membersOnly: true, tierIds: [] }, { ownerHasTiers: true, heldTierIds: ['gold'] })).toBe(false);
  });
});
