import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invalid } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { VIDEO_MESSAGES } from '../../domain/video-library.js';
import { LibraryVideos } from '../library-videos.service.js';
import type { ManagedVideoDetail } from '../managed-video-view.js';
import { ManagedVideoViews } from '../managed-video-views.service.js';
import { VideoRepository } from '../ports/video-repository.port.js';
import { VideoUploads } from '../ports/video-uploads.port.js';
import { VideoDetailsCheck } from '../video-details.service.js';
import { SaveVideoCommand } from './save-video.command.js';

@CommandHandler(SaveVideoCommand)
export class SaveVideoHandler implements ICommandHandler<SaveVideoCommand> {
  constructor(
    private readonly details: VideoDetailsCheck,
    private readonly uploads: VideoUploads,
    private readonly videos: VideoRepository,
    private readonly library: LibraryVideos,
    private readonly views: ManagedVideoViews,
  ) {}

  async execute({ ownerId, userId, passthroughUuid, input }: SaveVideoCommand): Promise<ManagedVideoDetail> {
    const upload = isUuid(passthroughUuid) ? await this.uploads.finished(passthroughUuid) : null;
    // Another owner's upload names nothing here, as does one already saved as a video.
    if (!upload || upload.ownerId !== ownerId || upload.status === 'pending' || (await this.videos.usesUpload(passthroughUuid!))) {
      throw invalid(VIDEO_MESSAGES.required);
    }
    const details = await this.details.check(ownerId, input);
    if (upload.status === 'refused') throw invalid(upload.refusal ?? VIDEO_MESSAGES.required);

    const id = await this.library.add(ownerId, userId, details, {
      readStream: () => upload.readStream(),
      durationSeconds: upload.duration,
      contentType: upload.contentType,
      bytesize: upload.bytesize,
      uploadId: passthroughUuid!,
      keep: (fileKey) => this.uploads.moveToLibrary(passthroughUuid!, fileKey),
    });
    return this.views.detail(ownerId, id);
  }
}
