import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { donationAccount } from '../../../checkout/contracts/video-donations.js';
import { notFound } from '../../../shared/errors.js';
import { uploadUrl } from '../../contracts/uploads.js';
import { videoFileUrl, WATCH_MESSAGES } from '../../domain/watch-rules.js';
import { VideoAccess } from '../video-access.service.js';
import { videoProfile } from '../video-profile.js';
import type { VideoProfile, WatchVideo } from '../video-view.js';
import { GetWatchVideoQuery } from './get-watch-video.query.js';

@QueryHandler(GetWatchVideoQuery)
export class GetWatchVideoHandler implements IQueryHandler<GetWatchVideoQuery> {
  constructor(
    private readonly access: VideoAccess,
    private readonly profiles: ProfileDirectory,
  ) {}

  async execute({ id, viewer }: GetWatchVideoQuery): Promise<WatchVideo> {
    const { video, canWatch } = await this.access.find(id, viewer);
    const profiles = await this.profiles.findByIds([video.ownerId, ...video.collaboratorIds]);
    const found = new Map(profiles.map((p) => [p.id, videoProfile(p)]));
    const owner = found.get(video.ownerId);
    const ownerProfile = profiles.find((p) => p.id === video.ownerId);
    if (!owner || !ownerProfile) throw notFound(WATCH_MESSAGES.notFound);
    // Donations are on when the owner can take payments; the owner does not donate to their own video.
    const donationsOn = !!donationAccount(ownerProfile) && canWatch && viewer?.userId !== video.ownerId;
    return {
      id: video.id,
      title: video.title,
      description: video.description,
      tags: video.tags,
      thumbnail: video.thumbnail ? uploadUrl(video.thumbnail) : null,
      membersOnly: video.membersOnly,
      canWatch,
      membersOnlyBlur: !canWatch,
      uploadedAt: video.uploadedAt,
      viewCount: video.viewCount,
      likeCount: video.likeCount,
      liked: video.liked,
      durationSeconds: video.durationSeconds,
      owner,
      collaborators: video.collaboratorIds.flatMap((collaboratorId): VideoProfile[] => {
        const collaborator = found.get(collaboratorId);
        return collaborator ? [collaborator] : [];
      }),
      membershipTierIds: video.tierIds,
      fileUrl: canWatch && video.fileKey ? videoFileUrl(video.id) : null,
      donations: donationsOn ? { currency: ownerProfile.currency } : null,
    };
  }
}
