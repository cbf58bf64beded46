import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FileStorage } from '../../../shared/files/file-storage.port.js';
import { notFound } from '../../../shared/errors.js';
import { VIDEO_MESSAGES } from '../../domain/video-library.js';
import type { ManagedVideoDetail } from '../managed-video-view.js';
import { ManagedVideoViews } from '../managed-video-views.service.js';
import { findOwnVideo } from '../owned-video.js';
import { VideoRepository } from '../ports/video-repository.port.js';
import { VideoDetailsCheck } from '../video-details.service.js';
import { VideoThumbnails } from '../video-thumbnails.service.js';
import { UpdateVideoCommand } from './update-video.command.js';

@CommandHandler(UpdateVideoCommand)
export class UpdateVideoHandler implements ICommandHandler<UpdateVideoCommand> {
  constructor(
    private readonly videos: VideoRepository,
    private readonly details: VideoDetailsCheck,
    private readonly thumbnails: VideoThumbnails,
    private readonly files: FileStorage,
    private readonly views: ManagedVideoViews,
  ) {}

  async execute({ ownerId, userId, videoId, input }: UpdateVideoCommand): Promise<ManagedVideoDetail> {
    const video = await findOwnVideo(this.videos, ownerId, videoId);
    const { coverImage, ...details } = await this.details.check(ownerId, input, video);
    const generated = video.posterSource === 'auto-generated' ? video.thumbnail : null;
    let thumbnail = video.thumbnail;
    if (details.posterSource === 'user-upload') thumbnail = coverImage;
    else if (!generated) thumbnail = await this.generate(video.fileKey, video.durationSeconds, userId);
    await this.videos.save({ ...video, ...details, thumbnail });
    // A generated still no longer shown is of no use to anyone.
    if (generated && thumbnail !== generated) await this.thumbnails.remove(generated);
    return this.views.detail(ownerId, video.id);
  }

  /** A still of the library's copy (back to auto-generated after a custom image). */
  private async generate(fileKey: string | null, durationSeconds: number | null, userId: string): Promise<string> {
    const still = fileKey ? await this.files.withLocalFile(fileKey, (path) => this.thumbnails.generate(path, durationSeconds, userId)) : null;
    if (still === null) throw notFound(VIDEO_MESSAGES.notFound);
    return still;
  }
}
