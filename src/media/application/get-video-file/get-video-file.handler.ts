import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { WATCH_MESSAGES } from '../../domain/watch-rules.js';
import { VideoAccess } from '../video-access.service.js';
import { GetVideoFileQuery, type VideoFile } from './get-video-file.query.js';

@QueryHandler(GetVideoFileQuery)
export class GetVideoFileHandler implements IQueryHandler<GetVideoFileQuery> {
  constructor(private readonly access: VideoAccess) {}

  async execute({ id, viewer }: GetVideoFileQuery): Promise<VideoFile> {
    const video = await this.access.watchable(id, viewer);
    if (!video.fileKey) throw notFound(WATCH_MESSAGES.notFound);
    return { fileKey: video.fileKey, contentType: video.contentType };
  }
}
