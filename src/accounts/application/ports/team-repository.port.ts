import type { ProfileType } from '../../domain/account.js';
import type { Affiliation, TeamSettings } from '../../domain/team.js';

/**
 * Port: organizations' teams as the team use cases change them. Invitation tokens never leave the adapter:
 * it makes them, keeps their hash on the invitation and hands the raw token to the mail outbox, in one
 * transaction with the invitation.
 */
export abstract class TeamRepository {
  /** Whether the owner is a user or an organization; null when there is no such profile. */
  abstract ownerType(ownerId: string): Promise<ProfileType | null>;
  /** Whether the profile is a user (only users can be members). */
  abstract isUser(profileId: string): Promise<boolean>;
  /** The row with this id in this organization's team, or null (also when it belongs to another organization). */
  abstract find(organizationId: string, id: string): Promise<Affiliation | null>;
  /** Whether the user is a member, or the e-mail belongs to a member or has a pending invitation. */
  abstract isOnTeam(organizationId: string, who: { userId: string } | { email: string }): Promise<boolean>;
  /** Adds the user as a member; null when they already are (a race decided by the unique index). */
  abstract addMember(organizationId: string, userId: string, settings: TeamSettings): Promise<Affiliation | null>;
  /** Invites the e-mail and queues the invitation e-mail; null when it is already invited. */
  abstract invite(organizationId: string, email: string, settings: TeamSettings): Promise<Affiliation | null>;
  abstract update(organizationId: string, id: string, settings: TeamSettings): Promise<Affiliation | null>;
  /** Removes a member or an invitation; false when it was not there. */
  abstract remove(organizationId: string, id: string): Promise<boolean>;
  /** Gives a pending invitation a new token (the old link stops working) and queues its e-mail again. */
  abstract reissueInvitation(organizationId: string, id: string): Promise<boolean>;
  /**
   * The holder of an invitation link signed up or logged in: when the token is a pending invitation to the
   * user's own e-mail (which the link proves they read), every pending invitation to that e-mail becomes
   * the user's membership. Returns how many were accepted.
   */
  abstract acceptInvitations(userId: string, email: string, token: string): Promise<number>;
}
