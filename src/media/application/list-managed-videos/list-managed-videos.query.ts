import { Query } from '@nestjs/cqrs';
import type { ManagedVideo, ManagedVideoFilter } from '../managed-video-view.js';
import type { Page } from '../video-view.js';

/** The management list: the owner's videos and those the owner is a collaborator of. */
export class ListManagedVideosQuery extends Query<Page<ManagedVideo>> {
  constructor(readonly filter: ManagedVideoFilter) {
    super();
  }
}
