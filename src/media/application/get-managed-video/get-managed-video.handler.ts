import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ManagedVideoDetail } from '../managed-video-view.js';
import { ManagedVideoViews } from '../managed-video-views.service.js';
import { GetManagedVideoQuery } from './get-managed-video.query.js';

@QueryHandler(GetManagedVideoQuery)
export class GetManagedVideoHandler implements IQueryHandler<GetManagedVideoQuery> {
  constructor(private readonly views: ManagedVideoViews) {}

  execute({ ownerId, videoId }: GetManagedVideoQuery): Promise<ManagedVideoDetail> {
    return this.views.detail(ownerId, videoId);
  }
}
