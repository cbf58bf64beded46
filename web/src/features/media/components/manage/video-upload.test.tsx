import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UploadOptions } from 'tus-js-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../../lib/api/client';
import { renderWithProviders } from '../../../../test/render';
import { VideoUpload } from './video-upload';

// tus itself cannot run against a server in jsdom: a stand-in records what the component asks of it, and the
// test plays the library's callbacks (progress, success, failures) to check the component's states and messages.
const tus = vi.hoisted(() => ({ uploads: [] as { file: File; options: UploadOptions; start: () => void; abort: (terminate?: boolean) => Promise<void> }[] }));
vi.mock('tus-js-client', () => ({
  Upload: class {
    start = vi.fn();
    abort = vi.fn(() => Promise.resolve());
    constructor(
      readonly file: File,
      readonly options: UploadOptions,
    ) {
      tus.uploads.push(this as never);
    }
  },
}));

const ownerId = '6f1c1b1e-8a4b-4c0e-9d7e-2b3c4d5e6f70';
const target = { url: '/client_side_api/v1/video_uploads', passthroughUuid: '0b8f2d7a-5a8e-4f59-9a57-3e0c1e1f4a21' };

type Get = typeof fetchClient.GET;
const reply = (result: { data?: unknown; error?: unknown }) => Promise.resolve({ ...result, response: new Response() }) as ReturnType<Get>;

beforeEach(() => {
  tus.uploads.length = 0;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const clip = (name = 'clip.mp4', type = 'video/mp4', size?: number) => {
  const file = new File(['0123456789'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function renderUpload(answer = () => reply({ data: target })) {
  const get = vi.spyOn(fetchClient, 'GET').mockImplementation(answer);
  const onChange = vi.fn();
  const rendered = renderWithProviders(<VideoUpload ownerId={ownerId} onChange={onChange} />, { path: '/manage/riverside/videos/new' });
  const choose = (file: File) => fireEvent.change(screen.getByLabelText('Choose video file'), { target: { files: [file] } });
  await screen.findByLabelText('Choose video file');
  return { ...rendered, get, onChange, choose };
}

const alertText = () => screen.queryByRole('alert')?.textContent;
const statusText = () => screen.queryByRole('status')?.textContent;

async function startedUpload(choose: (file: File) => void, file = clip()) {
  choose(file);
  await waitFor(() => expect(tus.uploads).toHaveLength(1));
  return tus.uploads[0]!;
}

describe('video upload', () => {
  it('refuses files over 5 GB and other formats before asking for an upload address', async () => {
    const { get, choose, onChange } = await renderUpload();
    choose(clip('concert.mp4', 'video/mp4', 5 * 1024 ** 3 + 1));
    expect(alertText()).toBe('under 5GB');
    choose(clip('concert.avi', 'video/x-msvideo'));
    expect(alertText()).toBe('MP4 or MOV H.264');
    expect(get).not.toHaveBeenCalled();
    expect(tus.uploads).toHaveLength(0);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('sends the file with tus in 5120 KB chunks to the address the API gave, with its progress, and reports the finished upload', async () => {
    const { get, choose, onChange } = await renderUpload();
    const upload = await startedUpload(choose, clip('rehearsal.mov', 'video/quicktime'));
    expect(get).toHaveBeenCalledWith('/client_side_api/v1/profile_management/videos/direct_upload_url', { params: { query: { ownerId } } });
    expect(upload.options).toMatchObject({
      endpoint: target.url,
      chunkSize: 5120 * 1024,
      metadata: { passthroughUuid: target.passthroughUuid, filename: 'rehearsal.mov', filetype: 'video/quicktime' },
    });
    expect(upload.options.retryDelays?.length).toBeGreaterThan(0);
    expect(upload.start).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Video is still uploading, please do not close.')).toBeTruthy();

    act(() => upload.options.onProgress!(42, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading video' }).getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('42%')).toBeTruthy();

    act(() => upload.options.onSuccess!({ lastResponse: {} as never }));
    expect(onChange).toHaveBeenLastCalledWith({ passthroughUuid: target.passthroughUuid, filename: 'rehearsal.mov', bytesize: 10 });
    expect(screen.queryByText('Video is still uploading, please do not close.')).toBeNull();
    expect(screen.getByText('Uploaded')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove video' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByLabelText('Choose video file')).toBeTruthy();
  });

  it("pauses when the browser goes offline and resumes when it is back", async () => {
    const { choose } = await renderUpload();
    const upload = await startedUpload(choose);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(upload.abort).toHaveBeenCalledTimes(1);
    expect(statusText()).toBe('Lost internet connection. Upload paused...');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(upload.start).toHaveBeenCalledTimes(2);
    expect(statusText()).toBe('Internet connection restored. Upload resuming...');
    expect(alertText()).toBeUndefined();
  });

  it('asks before leaving while the file is sending', async () => {
    const { choose, router } = await renderUpload();
    await startedUpload(choose);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await act(async () => void router.navigate({ href: '/manage/riverside/videos' }).catch(() => undefined));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to leave?');
    expect(router.state.location.pathname).toBe('/manage/riverside/videos/new');
  });

  it.each([
    ['the connection dropped', () => Object.assign(new Error('tus: failed'), { originalRequest: {}, originalResponse: null }), 'Network error: Upload failed due to connection issues...'],
    [
      'the server refused the file',
      () => Object.assign(new Error('tus: unexpected response'), { originalRequest: {}, originalResponse: { getStatus: () => 422, getBody: () => 'MP4 or MOV H.264' } }),
      'MP4 or MOV H.264',
    ],
    ['the server failed', () => Object.assign(new Error('tus: unexpected response'), { originalRequest: {}, originalResponse: { getStatus: () => 500, getBody: () => 'boom' } }), 'Upload failed. Please try again.'],
    ['anything else', () => new Error('unexpected'), 'Upload failed. Please try again.'],
  ])('says why an upload failed (%s) and lets the user choose again', async (_case, error, message) => {
    const { choose, onChange } = await renderUpload();
    const upload = await startedUpload(choose);
    act(() => upload.options.onError!(error()));
    expect(alertText()).toBe(message);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByLabelText('Choose video file')).toBeTruthy();
  });

  it('says there is no internet connection when the upload would start offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { choose, get } = await renderUpload();
    choose(clip());
    expect(alertText()).toBe('No internet connection...');
    expect(get).not.toHaveBeenCalled();
  });

  it('starts nothing when the upload is cancelled or the page left while its address is on the way', async () => {
    // The address arrives when the test says so.
    let give = () => undefined as void;
    const pending = () => new Promise((resolve) => (give = () => resolve(reply({ data: target })))) as ReturnType<Get>;
    const cancelled = await renderUpload(pending);
    cancelled.choose(clip());
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    await act(async () => give());
    expect(tus.uploads).toHaveLength(0);
    expect(screen.getByLabelText('Choose video file')).toBeTruthy();
    cleanup();
    vi.restoreAllMocks();

    const left = await renderUpload(pending);
    left.choose(clip());
    await screen.findByRole('button', { name: 'Cancel upload' });
    left.unmount();
    await act(async () => give());
    expect(tus.uploads).toHaveLength(0);
  });

  it('stops sending when the page is left', async () => {
    const { choose, unmount } = await renderUpload();
    const upload = await startedUpload(choose);
    unmount();
    expect(upload.abort).toHaveBeenCalledTimes(1);
  });

  it("shows the API's reason when no upload address is given, else 'Failed to get upload URL'", async () => {
    const refused = await renderUpload(() => reply({ error: { message: 'Forbidden resource' } }));
    refused.choose(clip());
    await waitFor(() => expect(alertText()).toBe('Forbidden resource'));
    cleanup();
    vi.restoreAllMocks();

    const failed = await renderUpload(() => Promise.reject(new TypeError('Failed to fetch')) as ReturnType<Get>);
    failed.choose(clip());
    await waitFor(() => expect(alertText()).toBe('Failed to get upload URL'));
    expect(tus.uploads).toHaveLength(0);
  });
});
