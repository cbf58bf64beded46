import { Injectable } from '@nestjs/common';
import { ProfileDirectory } from '../../accounts/contracts/profile-directory.js';
import { notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { uploadUrl } from '../contracts/uploads.js';
import { VIDEO_MESSAGES } from '../domain/video-library.js';
import type { ManagedVideo, ManagedVideoDetail, ManagedVideoRow, VideoCollaborator } from './managed-video-view.js';
import { MediaQueries } from './ports/media-queries.port.js';

/** Turns stored rows into what the management pages show, with the collaborators' usernames in one read. */
@Injectable()
export class ManagedVideoViews {
  constructor(
    private readonly queries: MediaQueries,
    private readonly profiles: ProfileDirectory,
  ) {}

  async list(rows: readonly ManagedVideoRow[]): Promise<ManagedVideo[]> {
    const collaborators = await this.collaboratorsOf(rows.flatMap((row) => row.collaboratorIds));
    return rows.map((row) => managedVideo(row, collaborators));
  }

  /** The owner's video for its edit form; another owner's (or none) is answered 404 alike. */
  async detail(ownerId: string, videoId: string): Promise<ManagedVideoDetail> {
    const row = isUuid(videoId) ? await this.queries.managedVideo(ownerId, videoId) : null;
    if (!row) throw notFound(VIDEO_MESSAGES.notFound);
    const collaborators = await this.collaboratorsOf(row.collaboratorIds);
    return {
      ...managedVideo(row, collaborators),
      description: row.description,
      tags: row.tags,
      visibility: row.visibility,
      membershipTierIds: row.membershipTierIds,
      posterSource: row.posterSource,
      coverImage: row.thumbnail,
      durationSeconds: row.durationSeconds,
      status: row.status,
    };
  }

  /** The credited profiles, in the order given (closed ones left out). */
  async collaborators(profileIds: readonly string[]): Promise<VideoCollaborator[]> {
    const found = await this.collaboratorsOf(profileIds);
    return profileIds.flatMap((id) => found.get(id) ?? []);
  }

  private async collaboratorsOf(profileIds: readonly string[]): Promise<Map<string, VideoCollaborator>> {
    const ids = [...new Set(profileIds)];
    const profiles = ids.length ? await this.profiles.findByIds(ids) : [];
    return new Map(profiles.map((p) => [p.id, { identifier: p.username, uuid: p.id, name: p.name, avatar: p.avatar }]));
  }
}

const managedVideo = (row: ManagedVideoRow, collaborators: Map<string, VideoCollaborator>): ManagedVideo => ({
  id: row.id,
  title: row.title,
  thumbnail: row.thumbnail ? uploadUrl(row.thumbnail) : null,
  membersOnly: row.membersOnly,
  uploadedAt: row.uploadedAt,
  donationsSum: 'N/A',
  viewCount: row.viewCount,
  likeCount: row.likeCount,
  owner: { id: row.ownerId },
  collaborators: row.collaboratorIds.flatMap((id) => collaborators.get(id) ?? []),
  url: `/watch/${row.id}`,
});
