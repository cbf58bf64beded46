import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { forbidden, notFound } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { BROADCAST_MESSAGES, PLAYLIST_FILE } from '../../domain/broadcast.js';
import { HlsUrls } from '../hls-urls.service.js';
import { LiveFiles } from '../ports/live-files.port.js';
import { GetBroadcastFileQuery, type BroadcastFile } from './get-broadcast-file.query.js';

/** The signature is the permission: it was handed out to a viewer who may watch, for a short while. */
@QueryHandler(GetBroadcastFileQuery)
export class GetBroadcastFileHandler implements IQueryHandler<GetBroadcastFileQuery> {
  constructor(
    private readonly urls: HlsUrls,
    private readonly files: LiveFiles,
  ) {}

  async execute({ id, file, expires, signature, viewer }: GetBroadcastFileQuery): Promise<BroadcastFile> {
    if (!isUuid(id) || !(await this.urls.verify(id, file, viewer?.userId ?? null, expires, signature))) throw forbidden(BROADCAST_MESSAGES.forbidden);
    const bytes = await this.files.read(id, file);
    if (!bytes) throw notFound(BROADCAST_MESSAGES.fileNotFound);
    if (file !== PLAYLIST_FILE) return { contentType: 'video/mp2t', body: bytes };
    return { contentType: 'application/vnd.apple.mpegurl', body: await this.urls.signPlaylist(id, bytes.toString('utf8'), viewer!.userId) };
  }
}
