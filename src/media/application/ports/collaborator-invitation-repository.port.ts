import type { CollaboratorInvitation } from '../../domain/collaborator-invitation.js';

/**
 * Port: invitations to be credited on a video, by e-mail. The link's token is made here and only its hash is
 * kept; the mail that carries it is queued with the invitation, in its transaction.
 */
export abstract class CollaboratorInvitationRepository {
  /** Invites the address (as `invitationAddress` gives it) and queues its mail; null when it is already invited to this video. */
  abstract invite(videoId: string, email: string, invitedBy: string): Promise<CollaboratorInvitation | null>;
  /** The pending invitations of these videos, oldest first. */
  abstract pending(videoIds: readonly string[]): Promise<CollaboratorInvitation[]>;
  /** Withdraws the video's invitation (its link stops working, an unsent mail goes with it); whether there was one. */
  abstract cancel(videoId: string, invitationId: string): Promise<boolean>;
  /** The invitation whose link carries this token, or null. */
  abstract findByToken(token: string): Promise<CollaboratorInvitation | null>;
  /** Credits the profile on the invitation's video and deletes the invitation, at once; false when it is gone already. */
  abstract accept(invitationId: string, profileId: string): Promise<boolean>;
}
