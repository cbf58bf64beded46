import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ManagedVideo } from '../managed-video-view.js';
import { ManagedVideoViews } from '../managed-video-views.service.js';
import { MediaQueries } from '../ports/media-queries.port.js';
import type { Page } from '../video-view.js';
import { ListManagedVideosQuery } from './list-managed-videos.query.js';

@QueryHandler(ListManagedVideosQuery)
export class ListManagedVideosHandler implements IQueryHandler<ListManagedVideosQuery> {
  constructor(
    private readonly queries: MediaQueries,
    private readonly views: ManagedVideoViews,
  ) {}

  async execute({ filter }: ListManagedVideosQuery): Promise<Page<ManagedVideo>> {
    const { rows, totalCount } = await this.queries.managedVideos(filter);
    return { data: await this.views.list(rows, filter.ownerId), totalCount, page: filter.page, perPage: filter.perPage };
  }
}
