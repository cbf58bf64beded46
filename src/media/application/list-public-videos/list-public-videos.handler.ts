import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfileDirectory, type ProfileSummary } from '../../../accounts/contracts/profile-directory.js';
import { uploadUrl } from '../../contracts/uploads.js';
import { MediaQueries } from '../ports/media-queries.port.js';
import { VideoAccess } from '../video-access.service.js';
import { videoProfile } from '../video-profile.js';
import type { Page, VideoCard, VideoRow } from '../video-view.js';
import { ListPublicVideosQuery } from './list-public-videos.query.js';

@QueryHandler(ListPublicVideosQuery)
export class ListPublicVideosHandler implements IQueryHandler<ListPublicVideosQuery> {
  constructor(
    private readonly queries: MediaQueries,
    private readonly profiles: ProfileDirectory,
    private readonly access: VideoAccess,
  ) {}

  async execute({ filter, viewer }: ListPublicVideosQuery): Promise<Page<VideoCard>> {
    const { rows, totalCount } = await this.queries.readyVideos(filter);
    const ownerIds = [...new Set(rows.map((row) => row.ownerId))];
    // A constant number of reads for the whole page, however many owners it shows.
    const [profiles, mayWatch] = await Promise.all([this.profiles.findByIds(ownerIds), this.access.mayWatch(rows, viewer)]);
    const owners = new Map(profiles.map((p) => [p.id, p]));
    const data = rows.flatMap((row, index) => {
      const owner = owners.get(row.ownerId);
      return owner ? [card(row, owner, !mayWatch[index])] : [];
    });
    return { data, totalCount, page: filter.page, perPage: filter.perPage };
  }
}

const card = (row: VideoRow, owner: ProfileSummary, membersOnlyBlur: boolean): VideoCard => ({
  id: row.id,
  title: row.title,
  thumbnail: row.thumbnail ? uploadUrl(row.thumbnail) : null,
  membersOnly: row.membersOnly,
  membersOnlyBlur,
  uploadedAt: row.uploadedAt,
  viewCount: row.viewCount,
  likeCount: row.likeCount,
  owner: videoProfile(owner),
});
