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
    const withMembersOnly = [...new Set(rows.filter((row) => row.membersOnly).map((row) => row.ownerId))];
    // A constant number of reads for the whole page, however many owners it shows.
    const [profiles, mayWatch] = await Promise.all([this.profiles.findByIds(ownerIds), this.watchRule(withMembersOnly, viewer)]);
    const owners = new Map(profiles.map((p) => [p.id, p]));
    const data = rows.flatMap((row) => {
      const owner = owners.get(row.ownerId);
      return owner ? [card(row, owner, !mayWatch(row))] : [];
    });
    return { data, totalCount, page: filter.page, perPage: filter.perPage };
  }

  /** Which members-only videos of these owners the viewer may watch: an owner's managers watch all of them. */
  private async watchRule(ownerIds: readonly string[], viewer: Principal | null): Promise<(row: VideoRow) => boolean> {
    const [managed, withTiers, held] = await Promise.all([
      viewer ? this.owners.managedOwners(viewer, ownerIds) : new Set<string>(),
      this.memberships.ownersWithTiers(ownerIds),
      this.memberships.heldTierIdsByOwner(viewer?.userId ?? null, ownerIds),
    ]);
    return (row) =>
      managed.has(row.ownerId) ||
      membersOnlyAllowed({ membersOnly: row.membersOnly, tierIds: row.tierIds }, { ownerHasTiers: withTiers.has(row.ownerId), heldTierIds: held.get(row.ownerId) ?? [] });
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
