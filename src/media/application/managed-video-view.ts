import type { Currency } from '../../shared/money.js';
import type { PosterSource, Visibility } from '../domain/video-library.js';

/** A video of the management list as the media context stores it (thumbnail: an upload identifier). */
export interface ManagedVideoRow {
  id: string;
  ownerId: string;
  title: string;
  thumbnail: string | null;
  membersOnly: boolean;
  /** ISO */
  uploadedAt: string;
  viewCount: number;
  likeCount: number;
  collaboratorIds: string[];
}

/** One video with what its edit form needs. */
export interface ManagedVideoDetailRow extends ManagedVideoRow {
  description: string;
  tags: string[];
  visibility: Visibility;
  membershipTierIds: string[];
  posterSource: PosterSource;
  durationSeconds: number | null;
  status: 'processing' | 'ready';
}

export type ManagedVideoSort = 'title' | 'uploadedAt' | 'viewCount' | 'likeCount';

export interface ManagedVideoFilter {
  /** The owner's videos and those the owner is a collaborator of. */
  ownerId: string;
  /** The words typed so far (each a prefix); absent: no search. */
  query?: string;
  sort: ManagedVideoSort;
  direction: 'asc' | 'desc';
  page: number;
  perPage: number;
}

/** A credited profile (`identifier`: its username), or a pending invitation by e-mail (`identifier` '_invitation', `uuid` the invitation's id, `name` the address). */
export interface VideoCollaborator {
  identifier: string;
  uuid: string;
  name: string;
  avatar: string | null;
}

/** A row of the management list (seed 001 §3). */
export interface ManagedVideo {
  id: string;
  title: string;
  /** Where the thumbnail is served, or null (the web shows the default image). */
  thumbnail: string | null;
  membersOnly: boolean;
  uploadedAt: string;
  /** The paid donations' sum in minor units of `currency`; 'N/A' when donations are off (the owner cannot take payments). */
  donationsSum: number | 'N/A';
  /** The video owner's currency. */
  currency: Currency;
  viewCount: number;
  likeCount: number;
  owner: { id: string };
  collaborators: VideoCollaborator[];
  /** The watch page. */
  url: string;
}

/** One video for its edit form. */
export interface ManagedVideoDetail extends ManagedVideo {
  description: string;
  tags: string[];
  visibility: Visibility;
  membershipTierIds: string[];
  posterSource: PosterSource;
  /** The thumbnail's upload identifier (the custom image's when posterSource is user-upload). */
  coverImage: string | null;
  durationSeconds: number | null;
  status: 'processing' | 'ready';
}
