import { Command } from '@nestjs/cqrs';
import type { VideoCollaborator } from '../managed-video-view.js';

/**
 * Credit someone on the owner's video: a profile found by search (`collaboratorId`) at once, or an e-mail address
 * (`email`), which is invited; exactly one of them. Answers the video's collaborators, pending invitations included.
 */
export class AddVideoCollaboratorCommand extends Command<VideoCollaborator[]> {
  constructor(
    readonly ownerId: string,
    readonly videoId: string,
    readonly collaborator: { collaboratorId?: string; email?: string },
    /** The user adding them (an invitation records who sent it). */
    readonly userId: string,
  ) {
    super();
  }
}
