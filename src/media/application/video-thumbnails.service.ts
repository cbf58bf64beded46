import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileStorage } from '../../shared/files/file-storage.port.js';
import { thumbnailSecond } from '../domain/video-library.js';
import { ThumbnailMaker } from './ports/thumbnail-maker.port.js';
import { UploadRepository } from './ports/upload-repository.port.js';
import { UploadImageCommand } from './upload-image/upload-image.command.js';

/** Auto-generated thumbnails: a still of the video kept as an image upload, so it is served like any poster. */
@Injectable()
export class VideoThumbnails {
  constructor(
    private readonly maker: ThumbnailMaker,
    private readonly commands: CommandBus,
    private readonly uploads: UploadRepository,
    private readonly files: FileStorage,
  ) {}

  /** A still of the video file at the local `videoPath`; answers the new image's upload identifier. */
  async generate(videoPath: string, durationSeconds: number | null, userId: string): Promise<string> {
    const jpeg = await this.maker.frameAt(videoPath, thumbnailSecond(durationSeconds));
    return this.commands.execute(new UploadImageCommand(userId, jpeg));
  }

  /** Removes a generated image (its bytes and its record). */
  async remove(uploadId: string): Promise<void> {
    const upload = await this.uploads.find(uploadId);
    if (!upload) return;
    await this.files.delete(upload.storageKey);
    await this.uploads.delete(upload.id);
  }
}
