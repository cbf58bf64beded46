import { Command } from '@nestjs/cqrs';
import type { VideoCollaborator } from '../managed-video-view.js';

/** Credit a profile (found by search) on the owner's video; answers the video's collaborators. */
export class AddVideoCollaboratorCommand extends Command<VideoCollaborator[]> {
  constructor(
    readonly ownerId: string,
    readonly videoId: string,
    readonly collaboratorId: string,
  ) {
    super();
  }
}
