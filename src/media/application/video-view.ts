import type { Currency } from '../../shared/money.js';

/** A ready video as the media context stores it (thumbnail: an upload identifier). */
export interface VideoRow {
  id: string;
  ownerId: string;
  title: string;
  thumbnail: string | null;
  membersOnly: boolean;
  /** The owner's tiers whose members may watch a members-only video. */
  tierIds: string[];
  /** ISO */
  uploadedAt: string;
  viewCount: number;
  likeCount: number;
}

/** A video in a list (seed 000 §3): what a card shows to one viewer. */
export interface VideoCard {
  id: string;
  title: string;
  /** Where the thumbnail is served, or null (the web shows the default image). */
  thumbnail: string | null;
  membersOnly: boolean;
  /** The viewer may not watch it: the card shows the thumbnail blurred. */
  membersOnlyBlur: boolean;
  uploadedAt: string;
  viewCount: number;
  likeCount: number;
  owner: VideoProfile;
}

export interface Page<T> {
  data: T[];
  totalCount: number;
  page: number;
  perPage: number;
}

/** A profile as a video page shows it (owner by-line, collaborators). */
export interface VideoProfile {
  id: string;
  name: string;
  username: string;
  type: 'user' | 'school';
  avatar: string | null;
}

/** A ready video with what its watch page needs (one viewer's like included). */
export interface WatchVideoRow extends VideoRow {
  description: string;
  tags: string[];
  durationSeconds: number | null;
  collaboratorIds: string[];
  /** The FileStorage key of the video's bytes; null while it has none. */
  fileKey: string | null;
  contentType: string | null;
  /** The viewer likes it (false for anonymous). */
  liked: boolean;
}

/** The watch page (/watch/{id}) for one viewer. */
export interface WatchVideo {
  id: string;
  title: string;
  description: string;
  tags: string[];
  thumbnail: string | null;
  membersOnly: boolean;
  /** The viewer may watch it: fileUrl is given. */
  canWatch: boolean;
  /** The viewer may not watch it: the page shows the thumbnail blurred. */
  membersOnlyBlur: boolean;
  uploadedAt: string;
  viewCount: number;
  likeCount: number;
  liked: boolean;
  durationSeconds: number | null;
  owner: VideoProfile;
  collaborators: VideoProfile[];
  membershipTierIds: string[];
  /** Where the bytes are served (range requests); null when the viewer may not watch it. */
  fileUrl: string | null;
  /** The viewer may donate to the owner (in the owner's currency); null when donations are off, the viewer is the owner or may not watch it. */
  donations: { currency: Currency } | null;
}

/** A viewer's like of a video and the count it leaves. */
export interface LikeState {
  likeCount: number;
  liked: boolean;
}
