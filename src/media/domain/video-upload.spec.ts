import { judgeVideo, type ProbedMedia } from './video-upload.js';

/** What ffprobe reports for the three kinds of file people send (format_name is the same for MP4 and MOV). */
const mp4: ProbedMedia = {
  formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
  majorBrand: 'isom',
  durationSeconds: 3.04,
  streams: [{ codecType: 'video', codecName: 'h264' }, { codecType: 'audio', codecName: 'aac' }],
};
const mov: ProbedMedia = { ...mp4, majorBrand: 'qt  ' };

describe('the video upload rule (MP4 or MOV H.264)', () => {
  it('accepts H.264 in an MP4 as video/mp4 and rounds the duration to seconds', () => {
    expect(judgeVideo(mp4)).toEqual({ accepted: true, contentType: 'video/mp4', durationSeconds: 3 });
  });

  it('accepts H.264 in a QuickTime movie as video/quicktime', () => {
    expect(judgeVideo(mov)).toEqual({ accepted: true, contentType: 'video/quicktime', durationSeconds: 3 });
  });

  it('accepts an MP4 without a brand tag or a known duration', () => {
    expect(judgeVideo({ ...mp4, majorBrand: null, durationSeconds: null })).toEqual({ accepted: true, contentType: 'video/mp4', durationSeconds: null });
  });

  it.each<[string, ProbedMedia | null]>([
    ['another video codec (HEVC)', { ...mp4, streams: [{ codecType: 'video', codecName: 'hevc' }] }],
    ['sound only', { ...mp4, streams: [{ codecType: 'audio', codecName: 'aac' }] }],
    ['H.264 in another container (Matroska)', { ...mp4, formatName: 'matroska,webm', majorBrand: null }],
    ['an H.264 stream that is no video stream', { ...mp4, streams: [{ codecType: 'data', codecName: 'h264' }] }],
    ['a file ffprobe cannot read', null],
  ])("refuses %s with 'MP4 or MOV H.264'", (_case, probed) => {
    expect(judgeVideo(probed)).toEqual({ accepted: false, refusal: 'MP4 or MOV H.264' });
  });
});
