import { Injectable } from '@nestjs/common';
import { isUuid } from '../../shared/ids.js';
import { PublicVideos } from '../contracts/public-videos.js';
import { MediaQueries } from './ports/media-queries.port.js';

/** The contract other contexts ask about a profile's videos. */
@Injectable()
export class MediaPublicVideos extends PublicVideos {
  constructor(private readonly queries: MediaQueries) {
    super();
  }

  async hasVideos(ownerId: string): Promise<boolean> {
    return isUuid(ownerId) && this.queries.hasReadyVideos(ownerId);
  }
}
