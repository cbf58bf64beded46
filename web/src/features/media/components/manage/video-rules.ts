import * as schemas from '../../../../lib/api/contract.gen';

const SAVE = schemas.SaveVideoRequest;
const UPLOAD = schemas.DirectUploadUrlResponse;

export const VIDEO_TITLE_MAX = SAVE.properties.title.maxLength;
export const VIDEO_DESCRIPTION_MAX = SAVE.properties.description.maxLength;

/** Seed 001 §8 (Videos), §5 and §6: the management side's texts (those the API also answers come from its contract). */
export const VIDEO_TEXT = {
  tooLarge: UPLOAD['x-messages'].tooLarge,
  badFormat: UPLOAD['x-messages'].unsupported,
  offline: 'Lost internet connection. Upload paused...',
  online: 'Internet connection restored. Upload resuming...',
  stillUploading: 'Video is still uploading, please do not close.',
  leaveUploading: 'Are you sure you want to leave?',
  noInternet: 'No internet connection...',
  networkError: 'Network error: Upload failed due to connection issues...',
  uploadFailed: 'Upload failed. Please try again.',
  uploadUrlFailed: 'Failed to get upload URL',
  required: SAVE['x-messages'].required,
  tiersRequired: SAVE['x-messages'].tierRequired,
  saveFailed: 'Failed to save video',
  deleted: 'Video deleted successfully',
  deleteFailed: 'Failed to delete video',
  collaboratorAdded: 'Collaborator added',
  collaboratorRemoved: 'Collaborator removed',
  collaboratorAddFailed: SAVE['x-messages'].collaborator,
  removeMeTitle: 'Are you sure?',
  removeMeText: 'This action cannot be undone',
  removedMe: 'You have been removed from this video',
  fetchFailed: SAVE['x-messages'].notFound,
  thumbnailFailed: SAVE['x-messages'].thumbnail,
  emptyTitle: 'Getting Started with Videos',
  emptyAction: 'Upload Your First Video',
} as const;

/** Seed 001 §9: 5 GB a video (the API's limit), 5120 KB a chunk, 10 videos a page. */
export const MAX_VIDEO_BYTES = UPLOAD['x-max-bytes'];
export const CHUNK_SIZE = 5120 * 1024;
export const VIDEOS_PER_PAGE = 10;
/** Waits between attempts after a failed request before the upload gives up. */
export const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];

const VIDEO_TYPES = ['video/mp4', 'video/quicktime'];
const VIDEO_EXTENSIONS = /\.(mp4|mov)$/i;

/** Why a file cannot be sent (checked before any byte leaves the browser; the server probes the codec anyway), or null. */
export function videoProblem(file: { name: string; type: string; size: number }): string | null {
  if (!(VIDEO_TYPES.includes(file.type) || (!file.type && VIDEO_EXTENSIONS.test(file.name)))) return VIDEO_TEXT.badFormat;
  if (file.size > MAX_VIDEO_BYTES) return VIDEO_TEXT.tooLarge;
  return null;
}

export const videosPath = (username: string) => `/manage/${username}/videos`;

export type { VideoSort, VideosSearch } from './videos-search';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'dd MMM yyyy' (seed 001 §9), in the browser's time zone. */
export function formatUploaded(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${String(date.getDate()).padStart(2, '0')} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** Tags typed comma separated: trimmed, without empty entries or repeats. */
export function parseTags(text: string): string[] {
  return [...new Set(text.split(',').map((tag) => tag.trim()).filter(Boolean))];
}
