/** The video library's rules (seed 001 §3, §5, §8): the save form's fields and what it refuses. */
export const VIDEO_MESSAGES = {
  required: 'Please fill out all required fields.',
  tierRequired: 'Please select at least one membership tier',
  thumbnail: 'There was an issue uploading your thumbnail...',
  collaborator: 'Failed to add collaborator',
  notFound: 'Sorry! We had a problem fetching that video.',
  alreadySaved: 'This upload was already saved',
  collaboratorNotFound: 'This profile is not a collaborator of the video',
  onlyYourself: 'Collaborators may only remove themselves',
} as const;

export const VISIBILITIES = ['public', 'members_only'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const POSTER_SOURCES = ['auto-generated', 'user-upload'] as const;
export type PosterSource = (typeof POSTER_SOURCES)[number];

export const TITLE_MAX = 255;
export const DESCRIPTION_MAX = 10_000;
export const TAGS_MAX = 30;
export const TAG_MAX = 50;
export const COLLABORATORS_MAX = 50;

/** A video of the library as its commands change it (thumbnail: an image upload identifier). */
export interface Video {
  id: string;
  ownerId: string;
  title: string;
  description: string;
  tags: string[];
  visibility: Visibility;
  membershipTierIds: string[];
  thumbnail: string | null;
  posterSource: PosterSource;
  status: 'processing' | 'ready';
  durationSeconds: number | null;
  uploadId: string | null;
  fileKey: string | null;
  contentType: string | null;
  bytesize: number | null;
  collaboratorIds: string[];
}

/** The entries of a comma list ('jazz, live ,,blues'), trimmed, empty ones and repeats left out. */
export function commaList(value: string | undefined | null): string[] {
  return [...new Set((value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean))];
}

/** Where the library keeps a video's bytes: by the video's id, with the extension of its container. */
export function videoFileKey(videoId: string, contentType: string | null): string {
  return `videos/${videoId}.${contentType === 'video/quicktime' ? 'mov' : 'mp4'}`;
}

/** The second the auto-generated thumbnail shows: 1 s in, or the first frame of a shorter video. */
export const thumbnailSecond = (durationSeconds: number | null): number => ((durationSeconds ?? 0) > 1 ? 1 : 0);
