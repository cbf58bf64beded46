/** The watch page's refusals (seed 001 §8 for the fetch failure). */
export const WATCH_MESSAGES = {
  notFound: 'Sorry! We had a problem fetching that video.',
  membersOnly: 'This video is for members only',
} as const;

/** Where a video's bytes are served (with range requests). */
export const videoFileUrl = (videoId: string): string => `/client_side_api/v1/videos/${videoId}/file`;
