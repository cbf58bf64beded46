import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forbidden, notFound } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { VIDEO_MESSAGES } from '../../domain/video-library.js';
import { CollaboratorInvitationRepository } from '../ports/collaborator-invitation-repository.port.js';
import { VideoRepository } from '../ports/video-repository.port.js';
import { RemoveVideoCollaboratorCommand } from './remove-video-collaborator.command.js';

@CommandHandler(RemoveVideoCollaboratorCommand)
export class RemoveVideoCollaboratorHandler implements ICommandHandler<RemoveVideoCollaboratorCommand> {
  constructor(
    private readonly videos: VideoRepository,
    private readonly invitations: CollaboratorInvitationRepository,
  ) {}

  async execute({ ownerId, videoId, collaboratorId }: RemoveVideoCollaboratorCommand): Promise<true> {
    const video = isUuid(videoId) ? await this.videos.find(videoId) : null;
    // Only the owner and the video's collaborators learn that it exists.
    if (!video || (video.ownerId !== ownerId && !video.collaboratorIds.includes(ownerId))) throw notFound(VIDEO_MESSAGES.notFound);
    if (video.ownerId !== ownerId && collaboratorId !== ownerId) throw forbidden(VIDEO_MESSAGES.onlyYourself);
    if (!isUuid(collaboratorId)) throw notFound(VIDEO_MESSAGES.collaboratorNotFound);
    if (await this.videos.removeCollaborator(video.id, collaboratorId)) return true;
    // The owner's managers withdraw a pending invitation the same way: its link stops working.
    if (video.ownerId === ownerId && (await this.invitations.cancel(video.id, collaboratorId))) return true;
    throw notFound(VIDEO_MESSAGES.collaboratorNotFound);
  }
}
