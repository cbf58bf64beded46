import { Injectable } from '@nestjs/common';
import { MembershipAccess } from '../../membership/contracts/membership-access.js';
import { membersOnlyAllowed } from '../../membership/contracts/members-only.js';
import { OwnerAccess, type Principal } from '../../shared/access.js';
import { forbidden, notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { WATCH_MESSAGES } from '../domain/watch-rules.js';
import { MediaQueries } from './ports/media-queries.port.js';
import type { VideoRow, WatchVideoRow } from './video-view.js';

export type WatchableVideo = Pick<VideoRow, 'ownerId' | 'membersOnly' | 'tierIds'>;

/**
 * The one rule of who may watch a video (lists, the watch page, the bytes, views and likes): public
 * videos anyone; members-only ones the owner's managers always, others by seed 002 §5 (members of a
 * tier the video names, or anyone when the owner shows no tiers).
 */
@Injectable()
export class VideoAccess {
  constructor(
    private readonly queries: MediaQueries,
    private readonly owners: OwnerAccess,
    private readonly memberships: MembershipAccess,
  ) {}

  /** For each video, whether the viewer may watch it: a constant number of reads however many owners. */
  async mayWatch(videos: readonly WatchableVideo[], viewer: Principal | null): Promise<boolean[]> {
    const ownerIds = [...new Set(videos.filter((video) => video.membersOnly).map((video) => video.ownerId))];
    if (ownerIds.length === 0) return videos.map(() => true);
    const [managed, withTiers, held] = await Promise.all([
      viewer ? this.owners.managedOwners(viewer, ownerIds) : new Set<string>(),
      this.memberships.ownersWithTiers(ownerIds),
      this.memberships.heldTierIdsByOwner(viewer?.userId ?? null, ownerIds),
    ]);
    return videos.map(
      (video) =>
        managed.has(video.ownerId) ||
        membersOnlyAllowed({ membersOnly: video.membersOnly, tierIds: video.tierIds }, { ownerHasTiers: withTiers.has(video.ownerId), heldTierIds: held.get(video.ownerId) ?? [] }),
    );
  }

  /** The ready video and whether the viewer may watch it; 404 when the id names no ready video. */
  async find(id: string, viewer: Principal | null): Promise<{ video: WatchVideoRow; canWatch: boolean }> {
    const video = isUuid(id) ? await this.queries.readyVideo(id, viewer?.userId ?? null) : null;
    if (!video) throw notFound(WATCH_MESSAGES.notFound);
    const [canWatch] = await this.mayWatch([video], viewer);
    return { video, canWatch: canWatch! };
  }

  /** The ready video when the viewer may watch it; 404 when there is none, 403 when they may not. */
  async watchable(id: string, viewer: Principal | null): Promise<WatchVideoRow> {
    const { video, canWatch } = await this.find(id, viewer);
    if (!canWatch) throw forbidden(WATCH_MESSAGES.membersOnly);
    return video;
  }
}
