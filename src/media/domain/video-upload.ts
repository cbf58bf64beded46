/** Video upload rules (seed 001 §5, §9): at most 5 GB, an MP4 or MOV container holding H.264 video. */
export const MAX_VIDEO_BYTES = 5 * 1024 ** 3;

/** An upload not finished this long after its last chunk expires: its bytes and its record are deleted. */
export const UNFINISHED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Where clients send the bytes with the tus resumable upload protocol (5120 KB chunks). */
export const VIDEO_UPLOADS_PATH = '/client_side_api/v1/video_uploads';

export const VIDEO_UPLOAD_MESSAGES = {
  tooLarge: 'under 5GB',
  unsupported: 'MP4 or MOV H.264',
  passthroughUuidRequired: 'passthroughUuid is required',
  notFound: 'Upload not found',
  notYours: 'This upload belongs to someone else',
  alreadyFinished: 'This upload is already finished',
} as const;

export type VideoUploadStatus = 'pending' | 'uploaded' | 'refused';

/** The record of one resumable upload; `id` is the passthroughUuid the client names it by. */
export interface VideoUploadRecord {
  id: string;
  ownerId: string;
  createdBy: string;
  /** The tus upload holding the bytes, once the client created it. */
  tusId: string | null;
  filename: string;
  bytesize: number | null;
  status: VideoUploadStatus;
  refusal: string | null;
  contentType: string | null;
  durationSeconds: number | null;
}

/** What ffprobe tells of a file. */
export interface ProbedMedia {
  /** ffprobe's format_name, e.g. 'mov,mp4,m4a,3gp,3g2,mj2'. */
  formatName: string;
  /** The container's major brand tag ('qt  ' for QuickTime, 'isom', 'mp42'…), when it has one. */
  majorBrand: string | null;
  durationSeconds: number | null;
  streams: { codecType: string; codecName: string }[];
}

export type VideoVerdict =
  | { accepted: true; contentType: 'video/mp4' | 'video/quicktime'; durationSeconds: number | null }
  | { accepted: false; refusal: string };

/** Accepts an MP4/MOV container with an H.264 video stream; anything else (or nothing ffprobe can read) is refused. */
export function judgeVideo(probed: ProbedMedia | null): VideoVerdict {
  if (!probed) return { accepted: false, refusal: VIDEO_UPLOAD_MESSAGES.unsupported };
  const formats = probed.formatName.split(',');
  const container = formats.includes('mov') || formats.includes('mp4');
  const h264 = probed.streams.some((stream) => stream.codecType === 'video' && stream.codecName === 'h264');
  if (!container || !h264) return { accepted: false, refusal: VIDEO_UPLOAD_MESSAGES.unsupported };
  // ffprobe names both containers alike; the brand tells a QuickTime movie from an MP4.
  const contentType = probed.majorBrand?.trim() === 'qt' ? 'video/quicktime' : 'video/mp4';
  const durationSeconds = probed.durationSeconds === null ? null : Math.round(probed.durationSeconds);
  return { accepted: true, contentType, durationSeconds };
}
