import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { invalid } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { VIDEO_MESSAGES, videoFileKey } from '../../domain/video-library.js';
import type { ManagedVideoDetail } from '../managed-video-view.js';
import { ManagedVideoViews } from '../managed-video-views.service.js';
import { VideoRepository } from '../ports/video-repository.port.js';
import { VideoUploads } from '../ports/video-uploads.port.js';
import { VideoDetailsCheck } from '../video-details.service.js';
import { VideoThumbnails } from '../video-thumbnails.service.js';
import { SaveVideoCommand } from './save-video.command.js';

@CommandHandler(SaveVideoCommand)
export class SaveVideoHandler implements ICommandHandler<SaveVideoCommand> {
  constructor(
    private readonly details: VideoDetailsCheck,
    private readonly uploads: VideoUploads,
    private readonly videos: VideoRepository,
    private readonly thumbnails: VideoThumbnails,
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

    const id = randomUUID();
    // The still is taken from the upload store's copy, before the bytes move: a failure leaves the upload to retry with.
    const thumbnail = details.posterSource === 'user-upload' ? details.coverImage : await this.thumbnails.generate(await upload.readStream(), upload.duration, userId);
    const fileKey = videoFileKey(id, upload.contentType);
    await this.uploads.moveToLibrary(passthroughUuid!, fileKey);
    await this.videos.save({
      id,
      ownerId,
      title: details.title,
      description: details.description,
      tags: details.tags,
      visibility: details.visibility,
      membershipTierIds: details.membershipTierIds,
      thumbnail,
      posterSource: details.posterSource,
      status: 'ready',
      durationSeconds: upload.duration,
      uploadId: passthroughUuid!,
      fileKey,
      contentType: upload.contentType,
      bytesize: upload.bytesize,
      collaboratorIds: details.collaboratorIds,
    });
    return this.views.detail(ownerId, id);
  }
}
