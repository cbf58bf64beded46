import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invalid } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { INVITATION_MESSAGES, invitationAddresses } from '../../domain/collaborator-invitation.js';
import { VIDEO_MESSAGES } from '../../domain/video-library.js';
import { LibraryVideos } from '../library-videos.service.js';
import type { ManagedVideoDetail } from '../managed-video-view.js';
import { ManagedVideoViews } from '../managed-video-views.service.js';
import { CollaboratorInvitationRepository } from '../ports/collaborator-invitation-repository.port.js';
import { VideoUploads } from '../ports/video-uploads.port.js';
import { VideoDetailsCheck } from '../video-details.service.js';
import { SaveVideoCommand } from './save-video.command.js';

@CommandHandler(SaveVideoCommand)
export class SaveVideoHandler implements ICommandHandler<SaveVideoCommand> {
  constructor(
    private readonly details: VideoDetailsCheck,
    private readonly uploads: VideoUploads,
    private readonly library: LibraryVideos,
    private readonly views: ManagedVideoViews,
    private readonly invitations: CollaboratorInvitationRepository,
  ) {}

  async execute({ ownerId, userId, passthroughUuid, input, collaboratorEmails }: SaveVideoCommand): Promise<ManagedVideoDetail> {
    const upload = isUuid(passthroughUuid) ? await this.uploads.finished(passthroughUuid) : null;
    // Another owner's upload names nothing here (one already saved is refused by the library).
    if (!upload || upload.ownerId !== ownerId || upload.status === 'pending') {
      throw invalid(VIDEO_MESSAGES.required);
    }
    const details = await this.details.check(ownerId, input);
    const invitees = invitationAddresses(collaboratorEmails);
    if (!invitees) throw invalid(INVITATION_MESSAGES.invalidEmail);
    if (upload.status === 'refused') throw invalid(upload.refusal ?? VIDEO_MESSAGES.required);

    const id = await this.library.add(
      ownerId,
      userId,
      details,
      {
        withLocalFile: (use) => upload.withLocalFile(use),
        durationSeconds: upload.duration,
        contentType: upload.contentType,
        bytesize: upload.bytesize,
        uploadId: passthroughUuid!,
        keep: (fileKey) => this.uploads.copyToLibrary(passthroughUuid!, fileKey),
        release: () => this.uploads.discard(passthroughUuid!),
      },
      // Part of the save: a failure leaves no video and no invitation. A new video has none yet, so none of these is refused as already invited.
      async (videoId) => {
        for (const email of invitees) await this.invitations.invite(videoId, email, userId);
      },
    );
    return this.views.detail(ownerId, id);
  }
}
