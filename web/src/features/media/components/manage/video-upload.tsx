import { useEffect, useId, useRef, useState } from 'react';
import { Upload, type DetailedError } from 'tus-js-client';
import { errorMessage } from '../../../../lib/api/client';
import { useLeavePrompt } from '../../../../lib/use-leave-prompt';
import { requestUploadUrl } from '../../api/manage-videos';
import { CHUNK_SIZE, RETRY_DELAYS, VIDEO_TEXT, videoProblem } from './video-rules';

/** A finished upload, as the save call names it. */
export interface UploadedVideo {
  passthroughUuid: string;
  filename: string;
  bytesize: number;
}

type State =
  | { kind: 'idle' }
  | { kind: 'preparing'; file: File }
  | { kind: 'uploading'; file: File; percent: number; paused: boolean }
  | { kind: 'done'; file: File };

/** The message for a failed upload: offline, the connection dropped, the server's refusal (e.g. 'MP4 or MOV H.264'), or the default. */
function failureMessage(error: Error | DetailedError): string {
  if (!navigator.onLine) return VIDEO_TEXT.noInternet;
  if (!('originalRequest' in error)) return VIDEO_TEXT.uploadFailed;
  const response = error.originalResponse;
  if (!response) return VIDEO_TEXT.networkError;
  const status = response.getStatus();
  const body = response.getBody()?.trim() ?? '';
  if (status < 400 || status >= 500 || !body) return VIDEO_TEXT.uploadFailed;
  try {
    return errorMessage(JSON.parse(body), VIDEO_TEXT.uploadFailed);
  } catch {
    return body;
  }
}

const fileType = (file: File) => file.type || (/\.mov$/i.test(file.name) ? 'video/quicktime' : 'video/mp4');

/**
 * The video file of the upload form (seed 001 §4): checks the file, asks for an upload address, sends the file in
 * 5120 KB chunks with tus (resumable: it pauses while the browser is offline and resumes when it is back) and
 * reports the finished upload. Leaving while it runs asks first.
 */
export function VideoUpload({ ownerId, onChange, onBusyChange }: { ownerId: string; onChange: (video: UploadedVideo | null) => void; onBusyChange?: (busy: boolean) => void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useRef<Upload | null>(null);
  // Counts file choices; a cancel or leaving the page counts too, so an upload address that arrives late starts nothing.
  const attempt = useRef(0);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const busy = state.kind === 'preparing' || state.kind === 'uploading';
  useLeavePrompt(busy, VIDEO_TEXT.leaveUploading);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  // Pause while offline, resume when the connection is back (tus asks the server where it stopped).
  useEffect(() => {
    if (state.kind !== 'uploading') return;
    const offline = () => {
      void upload.current?.abort();
      setNotice(VIDEO_TEXT.offline);
      setState((current) => (current.kind === 'uploading' ? { ...current, paused: true } : current));
    };
    const online = () => {
      if (!state.paused) return;
      setNotice(VIDEO_TEXT.online);
      setState((current) => (current.kind === 'uploading' ? { ...current, paused: false } : current));
      upload.current?.start();
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [state]);

  // Leaving the page stops sending (and anything still waiting for its address).
  useEffect(
    () => () => {
      attempt.current += 1;
      void upload.current?.abort();
    },
    [],
  );

  const fail = (message: string) => {
    upload.current = null;
    setNotice(undefined);
    setError(message);
    setState({ kind: 'idle' });
    onChange(null);
  };

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const mine = ++attempt.current;
    setError(undefined);
    setNotice(undefined);
    const problem = videoProblem(file);
    if (problem) return fail(problem);
    if (!navigator.onLine) return fail(VIDEO_TEXT.noInternet);
    setState({ kind: 'preparing', file });
    let target: { url: string; passthroughUuid: string };
    try {
      target = await requestUploadUrl(ownerId);
    } catch (failure) {
      if (attempt.current !== mine) return;
      // The API's refusal carries its message; a failed request (an Error) gets the seed's text.
      return fail(failure instanceof Error ? VIDEO_TEXT.uploadUrlFailed : errorMessage(failure, VIDEO_TEXT.uploadUrlFailed));
    }
    if (attempt.current !== mine) return;
    const tus = new Upload(file, {
      endpoint: target.url,
      chunkSize: CHUNK_SIZE,
      retryDelays: RETRY_DELAYS,
      metadata: { passthroughUuid: target.passthroughUuid, filename: file.name, filetype: fileType(file) },
      // Every upload has its own passthroughUuid, so there is nothing to resume from another page load.
      storeFingerprintForResuming: false,
      onProgress: (sent, total) => {
        const percent = total ? Math.floor((sent / total) * 100) : 0;
        setState((current) => (current.kind === 'uploading' && current.file === file ? { ...current, percent } : current));
      },
      onError: (failure) => {
        if (upload.current !== tus) return;
        // Offline: paused, the online event resumes it.
        if (!navigator.onLine) {
          setNotice(VIDEO_TEXT.offline);
          setState((current) => (current.kind === 'uploading' && current.file === file ? { ...current, paused: true } : current));
          return;
        }
        fail(failureMessage(failure));
      },
      onSuccess: () => {
        if (upload.current !== tus) return;
        upload.current = null;
        setNotice(undefined);
        setState({ kind: 'done', file });
        onChange({ passthroughUuid: target.passthroughUuid, filename: file.name, bytesize: file.size });
      },
    });
    upload.current = tus;
    setState({ kind: 'uploading', file, percent: 0, paused: false });
    tus.start();
  };

  const cancel = () => {
    attempt.current += 1;
    const running = upload.current;
    upload.current = null;
    // Ask the server to drop the partial file; a refusal there changes nothing here.
    if (running) void running.abort(true).catch(() => undefined);
    setNotice(undefined);
    setState({ kind: 'idle' });
    onChange(null);
  };

  return (
    <div className="flex flex-col gap-2 rounded-lg border border-dashed border-neutral-300 p-4">
      {state.kind === 'idle' ? (
        <label htmlFor={inputId} className="w-fit cursor-pointer rounded-full border border-neutral-300 px-4 py-2 text-sm focus-within:ring-2 focus-within:ring-brand hover:bg-neutral-50">
          Choose video file
          <input ref={input} id={inputId} type="file" accept="video/mp4,video/quicktime,.mp4,.mov" className="sr-only" onChange={(e) => void choose(e.target.files?.[0])} />
        </label>
      ) : (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span className="font-medium">{state.file.name}</span>
          {state.kind === 'done' ? (
            <>
              <span className="text-green-700">Uploaded</span>
              <button type="button" className="underline" onClick={cancel}>
                Remove video
              </button>
            </>
          ) : (
            <button type="button" className="underline" onClick={cancel}>
              Cancel upload
            </button>
          )}
        </div>
      )}
      {state.kind === 'uploading' && (
        <div className="flex items-center gap-2 text-sm">
          <div role="progressbar" aria-label="Uploading video" aria-valuemin={0} aria-valuemax={100} aria-valuenow={state.percent} className="h-2 w-60 overflow-hidden rounded bg-neutral-200">
            <div className="h-full bg-brand" style={{ width: `${state.percent}%` }} />
          </div>
          <span>{state.percent}%</span>
        </div>
      )}
      {busy && <p className="text-sm text-amber-700">{VIDEO_TEXT.stillUploading}</p>}
      {notice && (
        <p role="status" className="text-sm">
          {notice}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
