import { Injectable } from '@nestjs/common';
import type { Principal } from '../../shared/access.js';
import { isUuid } from '../../shared/ids.js';
import { DonatableVideos, type DonatableVideo } from '../contracts/donatable-videos.js';
import { MediaQueries } from './ports/media-queries.port.js';
import { VideoAccess } from './video-access.service.js';

/** Donations follow the one who-may-watch rule: a viewer donates only to a video they may watch. */
@Injectable()
export class MediaDonatableVideos extends DonatableVideos {
  constructor(
    private readonly queries: MediaQueries,
    private readonly access: VideoAccess,
  ) {
    super();
  }

  async forViewer(videoId: string, viewer: Principal): Promise<DonatableVideo | null> {
    const video = isUuid(videoId) ? await this.queries.readyVideo(videoId, viewer.userId) : null;
    if (!video) return null;
    const [canWatch] = await this.access.mayWatch([video], viewer);
    return canWatch ? { id: video.id, title: video.title, ownerId: video.ownerId } : null;
  }
}
