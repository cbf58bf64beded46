import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../shared/access.js';
import type { WatchVideo } from '../video-view.js';

/** The watch page of a ready video, for one viewer (members-only: no file for viewers who may not watch it). */
export class GetWatchVideoQuery extends Query<WatchVideo> {
  constructor(
    readonly id: string,
    readonly viewer: Principal | null,
  ) {
    super();
  }
}
