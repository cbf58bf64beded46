import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { INVITATION_MESSAGES } from '../../domain/collaborator-invitation.js';
import { CollaboratorInvitationRepository } from '../ports/collaborator-invitation-repository.port.js';
import { VideoRepository } from '../ports/video-repository.port.js';
import { AcceptVideoInvitationCommand, type AcceptedVideoInvitation } from './accept-video-invitation.command.js';

@CommandHandler(AcceptVideoInvitationCommand)
export class AcceptVideoInvitationHandler implements ICommandHandler<AcceptVideoInvitationCommand> {
  constructor(
    private readonly invitations: CollaboratorInvitationRepository,
    private readonly videos: VideoRepository,
  ) {}

  async execute({ userId, token }: AcceptVideoInvitationCommand): Promise<AcceptedVideoInvitation> {
    const invitation = token ? await this.invitations.findByToken(token) : null;
    const video = invitation ? await this.videos.find(invitation.videoId) : null;
    if (!invitation || !video) throw notFound(INVITATION_MESSAGES.noLongerValid);
    // The owner opening the link (a forwarded mail, a test of their own) changes nothing: the invitation stays for its addressee.
    if (video.ownerId !== userId && !(await this.invitations.accept(invitation.id, userId))) throw notFound(INVITATION_MESSAGES.noLongerValid);
    return { video: { id: video.id, title: video.title } };
  }
}
