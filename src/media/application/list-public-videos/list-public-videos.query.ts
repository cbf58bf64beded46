import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../shared/access.js';
import type { VideoFilter } from '../ports/media-queries.port.js';
import type { Page, VideoCard } from '../video-view.js';

/** Ready videos for anyone (an owner's Videos tab, search); members-only ones blurred for viewers who may not watch them. */
export class ListPublicVideosQuery extends Query<Page<VideoCard>> {
  constructor(
    readonly filter: VideoFilter,
    readonly viewer: Principal | null,
  ) {
    super();
  }
}
