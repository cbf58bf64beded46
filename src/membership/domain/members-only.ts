/**
 * Seed 002 §5: a members-only item (ticket type, …) is open to the viewer when the owner shows no
 * membership tiers (only hidden ones or none: nothing to join), or the viewer holds one of the tiers the
 * item lists.
 */
export function membersOnlyAllowed(
  item: { membersOnly: boolean; tierIds: readonly string[] },
  viewer: { ownerHasTiers: boolean; heldTierIds: readonly string[] },
): boolean {
  if (!item.membersOnly || !viewer.ownerHasTiers) return true;
  return item.tierIds.some((tierId) => viewer.heldTierIds.includes(tierId));
}
