import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forbidden, notFound } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { VIDEO_MESSAGES } from '../../domain/video-library.js';
import { VideoRepository } from '../ports/video-repository.port.js';
import { RemoveVideoCollaboratorCommand } from './remove-video-collaborator.command.js';

@CommandHandler(RemoveVideoCollaboratorCommand)
export class RemoveVideoCollaboratorHandler implements ICommandHandler<RemoveVideoCollaboratorCommand> {
  constructor(private readonly videos: VideoRepository) {}

  async execute({ ownerId, videoId, collaboratorId }: RemoveVideoCollaboratorCommand): Promise<true> {
    const video = isUuid(videoId) ? await this.videos.find(videoId) : null;
    // Only the owner and the video's collaborators learn that it exists.
    if (!video || (video.ownerId !== ownerId && !video.collaboratorIds.includes(ownerId))) throw notFound(VIDEO_MESSAGES.notFound);
    if (video.ownerId !== ownerId && collaboratorId !== ownerId) throw forbidden(VIDEO_MESSAGES.onlyYourself);
    if (!isUuid(collaboratorId) || !(await this.videos.removeCollaborator(video.id, collaboratorId))) throw notFound(VIDEO_MESSAGES.collaboratorNotFound);
    return true;
  }
}
