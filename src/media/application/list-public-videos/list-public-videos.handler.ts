import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfileDirectory, type ProfileSummary } from '../../../accounts/contracts/profile-directory.js';
import { MembershipAccess } from '../../../membership/contracts/membership-access.js';
import { membersOnlyAllowed } from '../../../membership/contracts/members-only.js';
import { OwnerAccess, type Principal } from '../../../shared/access.js';
import { uploadUrl } from '../../contracts/uploads.js';
import { MediaQueries } from '../ports/media-queries.port.js';
import type { Page, VideoCard, VideoRow } from '../video-view.js';
import { ListPublicVideosQuery } from './list-public-videos.query.js';

@QueryHandler(ListPublicVideosQuery)
export class ListPublicVideosHandler implements IQueryHandler<ListPublicVideosQuery> {
  constructor(
    private readonly queries: MediaQueries,
    private readonly profiles: ProfileDirectory,
    private readonly memberships: MembershipAccess,
    private readonly owners: OwnerAccess,
  ) {}

  async execute({ filter, viewer }: ListPublicVideosQuery): Promise<Page<VideoCard>> {
    const { rows, totalCount } = await this.queries.readyVideos(filter);
    const ownerIds = [...new Set(rows.map((row) => row.ownerId))];
    const profiles = new Map((await this.profiles.findByIds(ownerIds)).map((p) => [p.id, p]));
    const withMembersOnly = new Set(rows.filter((row) => row.membersOnly).map((row) => row.ownerId));
    const mayWatch = new Map(await Promise.all([...withMembersOnly].map(async (ownerId) => [ownerId, await this.watchRule(ownerId, viewer)] as const)));
    const data = rows.flatMap((row) => {
      const owner = profiles.get(row.ownerId);
      return owner ? [card(row, owner, !(mayWatch.get(row.ownerId)?.(row) ?? true))] : [];
    });
    return { data, totalCount, page: filter.page, perPage: filter.perPage };
  }

  /** Which of the owner's members-only videos the viewer may watch: the owner's managers watch all of them. */
  private async watchRule(ownerId: string, viewer: Principal | null): Promise<(row: VideoRow) => boolean> {
    if (viewer && (await this.owners.canManage(viewer, ownerId))) return () => true;
    const [ownerHasTiers, heldTierIds] = await Promise.all([this.memberships.ownerHasTiers(ownerId), this.memberships.heldTierIds(ownerId, viewer?.userId ?? null)]);
    return (row) => membersOnlyAllowed({ membersOnly: row.membersOnly, tierIds: row.tierIds }, { ownerHasTiers, heldTierIds });
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
  owner: { id: owner.id, name: owner.name, username: owner.username, type: owner.type === 'School' ? 'school' : 'user', avatar: owner.avatar },
});
