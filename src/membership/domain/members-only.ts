/**
 * Seed 002 §5: a members-only item (ticket type, …) is open to the viewer when the owner has no
 * membership tiers at all (nothing to join), or the viewer holds one of the tiers the item lists.
 */
export function membersOnlyAllowed(
  item: { membersOnly: boolean; tierIds: readonly string[] },
  viewer: { ownerHasTiers: boolean; heldTierIds: readonly string[] },
): boolean {
  if (!item.membersOnly || !viewer.ownerHasTiers) return true;
  return item.tierIds.some((tierId) => viewer.heldTierIds.includes(tierId));
}
