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
  owner: { id: string; name: string; username: string; type: 'user' | 'school'; avatar: string | null };
}

export interface Page<T> {
  data: T[];
  totalCount: number;
  page: number;
  perPage: number;
}
