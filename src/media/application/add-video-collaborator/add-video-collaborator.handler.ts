import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { VideoCollaborator } from '../managed-video-view.js';
import { ManagedVideoViews } from '../managed-video-views.service.js';
import { findOwnVideo } from '../owned-video.js';
import { VideoRepository } from '../ports/video-repository.port.js';
import { VideoDetailsCheck } from '../video-details.service.js';
import { AddVideoCollaboratorCommand } from './add-video-collaborator.command.js';

@CommandHandler(AddVideoCollaboratorCommand)
export class AddVideoCollaboratorHandler implements ICommandHandler<AddVideoCollaboratorCommand> {
  constructor(
    private readonly videos: VideoRepository,
    private readonly details: VideoDetailsCheck,
    private readonly views: ManagedVideoViews,
  ) {}

  async execute({ ownerId, videoId, collaboratorId }: AddVideoCollaboratorCommand): Promise<VideoCollaborator[]> {
    const video = await findOwnVideo(this.videos, ownerId, videoId);
    await this.details.collaborators(ownerId, [collaboratorId]);
    await this.videos.addCollaborator(video.id, collaboratorId);
    const saved = await findOwnVideo(this.videos, ownerId, video.id);
    return this.views.collaborators(saved.collaboratorIds);
  }
}
