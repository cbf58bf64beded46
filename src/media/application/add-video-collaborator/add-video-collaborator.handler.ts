import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { conflict, invalid } from '../../../shared/errors.js';
import { INVITATION_MESSAGES, invitationAddress } from '../../domain/collaborator-invitation.js';
import { VIDEO_MESSAGES } from '../../domain/video-library.js';
import type { VideoCollaborator } from '../managed-video-view.js';
import { ManagedVideoViews } from '../managed-video-views.service.js';
import { findOwnVideo } from '../owned-video.js';
import { CollaboratorInvitationRepository } from '../ports/collaborator-invitation-repository.port.js';
import { VideoRepository } from '../ports/video-repository.port.js';
import { VideoDetailsCheck } from '../video-details.service.js';
import { AddVideoCollaboratorCommand } from './add-video-collaborator.command.js';

@CommandHandler(AddVideoCollaboratorCommand)
export class AddVideoCollaboratorHandler implements ICommandHandler<AddVideoCollaboratorCommand> {
  constructor(
    private readonly videos: VideoRepository,
    private readonly invitations: CollaboratorInvitationRepository,
    private readonly details: VideoDetailsCheck,
    private readonly views: ManagedVideoViews,
  ) {}

  async execute({ ownerId, videoId, collaborator, userId }: AddVideoCollaboratorCommand): Promise<VideoCollaborator[]> {
    const collaboratorId = collaborator.collaboratorId?.trim() || undefined;
    const email = collaborator.email?.trim() || undefined;
    if (!collaboratorId === !email) throw invalid(VIDEO_MESSAGES.required);
    const video = await findOwnVideo(this.videos, ownerId, videoId);
    if (collaboratorId) {
      await this.details.collaborators(ownerId, [collaboratorId]);
      await this.videos.addCollaborator(video.id, collaboratorId);
    } else {
      const address = invitationAddress(email!);
      if (!address) throw invalid(INVITATION_MESSAGES.invalidEmail);
      if (!(await this.invitations.invite(video.id, address, userId))) throw conflict(INVITATION_MESSAGES.alreadyAdded);
    }
    const saved = await findOwnVideo(this.videos, ownerId, video.id);
    return this.views.collaborators(saved.id, saved.collaboratorIds);
  }
}
