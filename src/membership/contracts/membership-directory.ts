/** What a profile page shows of the owner's memberships, for one viewer. */
export interface ProfileMembership {
  /** The owner shows tiers (non-archived) and the membership page is public. */
  hasMembershipTiers: boolean;
  membershipStatus: 'public' | 'private';
  /** The viewer holds one of the owner's tiers (a flame icon on the membership page). */
  member: boolean;
}

/** Facade: the owner's membership as profiles show it. */
export abstract class MembershipDirectory {
  abstract profileMembership(ownerId: string, viewerId: string | null): Promise<ProfileMembership>;
}
