import { Command } from '@nestjs/cqrs';

/**
 * Take a collaborator off a video: the owner's managers may take off anyone (or withdraw a pending invitation,
 * named by its id), a collaborator (acting for their own profile) only themselves ('Remove me').
 */
export class RemoveVideoCollaboratorCommand extends Command<true> {
  constructor(
    /** The profile the caller acts for: the video's owner, or the collaborator. */
    readonly ownerId: string,
    readonly videoId: string,
    /** The credited profile, or a pending invitation of the video. */
    readonly collaboratorId: string,
  ) {
    super();
  }
}
