import { Injectable } from '@nestjs/common';
import { ProfileDirectory } from '../../accounts/contracts/profile-directory.js';
import { donationAccount, VideoDonations } from '../../checkout/contracts/video-donations.js';
import { notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { uploadUrl } from '../contracts/uploads.js';
import { INVITATION_IDENTIFIER } from '../domain/collaborator-invitation.js';
import { VIDEO_MESSAGES } from '../domain/video-library.js';
import type { ManagedVideo, ManagedVideoDetail, ManagedVideoRow, VideoCollaborator } from './managed-video-view.js';
import { CollaboratorInvitationRepository } from './ports/collaborator-invitation-repository.port.js';
import { MediaQueries } from './ports/media-queries.port.js';

/** Turns stored rows into what the management pages show, with the collaborators' usernames in one read. */
@Injectable()
export class ManagedVideoViews {
  constructor(
    private readonly queries: MediaQueries,
    private readonly profiles: ProfileDirectory,
    private readonly donations: VideoDonations,
    private readonly invitations: CollaboratorInvitationRepository,
  ) {}

  /** The list of `listerId`: pending invitations (e-mail addresses) show on the lister's own videos only, not on those they collaborate on. */
  async list(rows: readonly ManagedVideoRow[], listerId?: string): Promise<ManagedVideo[]> {
    const collaborators = await this.collaboratorsOf(rows.flatMap((row) => row.collaboratorIds));
    const donations = await this.donationsOf(rows);
    const invited = await this.invitedOn(rows.filter((row) => row.ownerId === listerId).map((row) => row.id));
    return rows.map((row) => withInvitations(managedVideo(row, collaborators, donations), invited));
  }

  /** The owner's video for its edit form; another owner's (or none) is answered 404 alike. */
  async detail(ownerId: string, videoId: string): Promise<ManagedVideoDetail> {
    const row = isUuid(videoId) ? await this.queries.managedVideo(ownerId, videoId) : null;
    if (!row) throw notFound(VIDEO_MESSAGES.notFound);
    const collaborators = await this.collaboratorsOf(row.collaboratorIds);
    const donations = await this.donationsOf([row]);
    return {
      ...withInvitations(managedVideo(row, collaborators, donations), await this.invitedOn([row.id])),
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

  /** The video's credited profiles, in the order given (closed ones left out), then its pending invitations. */
  async collaborators(videoId: string, profileIds: readonly string[]): Promise<VideoCollaborator[]> {
    const found = await this.collaboratorsOf(profileIds);
    const invited = await this.invitedOn([videoId]);
    return [...profileIds.flatMap((id) => found.get(id) ?? []), ...(invited.get(videoId) ?? [])];
  }

  /** Pending invitations by video, as collaborators marked `_invitation` (uuid: the invitation, name: the address). */
  private async invitedOn(videoIds: readonly string[]): Promise<Map<string, VideoCollaborator[]>> {
    const byVideo = new Map<string, VideoCollaborator[]>();
    for (const invitation of await this.invitations.pending(videoIds)) {
      const entry = { identifier: INVITATION_IDENTIFIER, uuid: invitation.id, name: invitation.email, avatar: null };
      byVideo.set(invitation.videoId, [...(byVideo.get(invitation.videoId) ?? []), entry]);
    }
    return byVideo;
  }

  /** Each video's donations in its owner's currency: the paid sum, or 'N/A' when the owner cannot take payments. */
  private async donationsOf(rows: readonly ManagedVideoRow[]): Promise<Map<string, VideoDonationsView>> {
    const [owners, totals] = await Promise.all([this.profiles.findByIds([...new Set(rows.map((row) => row.ownerId))]), this.donations.totals(rows.map((row) => row.id))]);
    const ownerOf = new Map(owners.map((owner) => [owner.id, owner]));
    return new Map(
      rows.map((row) => {
        const owner = ownerOf.get(row.ownerId)!;
        return [row.id, { donationsSum: donationAccount(owner) ? (totals.get(row.id) ?? 0) : 'N/A', currency: owner.currency }];
      }),
    );
  }

  private async collaboratorsOf(profileIds: readonly string[]): Promise<Map<string, VideoCollaborator>> {
    const ids = [...new Set(profileIds)];
    const profiles = ids.length ? await this.profiles.findByIds(ids) : [];
    return new Map(profiles.map((p) => [p.id, { identifier: p.username, uuid: p.id, name: p.name, avatar: p.avatar }]));
  }
}

type VideoDonationsView = Pick<ManagedVideo, 'donationsSum' | 'currency'>;

const managedVideo = (row: ManagedVideoRow, collaborators: Map<string, VideoCollaborator>, donations: Map<string, VideoDonationsView>): ManagedVideo => ({
  id: row.id,
  title: row.title,
  thumbnail: row.thumbnail ? uploadUrl(row.thumbnail) : null,
  membersOnly: row.membersOnly,
  uploadedAt: row.uploadedAt,
  ...donations.get(row.id)!,
  viewCount: row.viewCount,
  likeCount: row.likeCount,
  owner: { id: row.ownerId },
  collaborators: row.collaboratorIds.flatMap((id) => collaborators.get(id) ?? []),
  url: `/watch/${row.id}`,
});

const withInvitations = <T extends ManagedVideo>(video: T, invited: Map<string, VideoCollaborator[]>): T => ({
  ...video,
  collaborators: [...video.collaborators, ...(invited.get(video.id) ?? [])],
});
