import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
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
    const found = new Map((await this.profiles.findByIds([video.ownerId, ...video.collaboratorIds])).map((p) => [p.id, videoProfile(p)]));
    const owner = found.get(video.ownerId);
    if (!owner) throw notFound(WATCH_MESSAGES.notFound);
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
    };
  }
}
