import { Query } from '@nestjs/cqrs';
import type { ManagedVideoDetail } from '../managed-video-view.js';

/** One of the owner's videos, for its edit form. */
export class GetManagedVideoQuery extends Query<ManagedVideoDetail> {
  constructor(
    readonly ownerId: string,
    readonly videoId: string,
  ) {
    super();
  }
}
