import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FileStorage } from '../../../shared/files/file-storage.port.js';
import { findOwnVideo } from '../owned-video.js';
import { VideoRepository } from '../ports/video-repository.port.js';
import { VideoThumbnails } from '../video-thumbnails.service.js';
import { DeleteVideoCommand } from './delete-video.command.js';

@CommandHandler(DeleteVideoCommand)
export class DeleteVideoHandler implements ICommandHandler<DeleteVideoCommand> {
  constructor(
    private readonly videos: VideoRepository,
    private readonly thumbnails: VideoThumbnails,
    private readonly files: FileStorage,
  ) {}

  async execute({ ownerId, videoId }: DeleteVideoCommand): Promise<true> {
    const video = await findOwnVideo(this.videos, ownerId, videoId);
    await this.videos.delete(video.id);
    // The row goes first: a failure below leaves stray bytes, never a video without its file.
    if (video.fileKey) await this.files.delete(video.fileKey);
    // A custom image is the owner's upload and may be used elsewhere; a generated still is the video's own.
    if (video.posterSource === 'auto-generated' && video.thumbnail) await this.thumbnails.remove(video.thumbnail);
    return true;
  }
}
