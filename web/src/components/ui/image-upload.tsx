import { useId, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api/client';
import type { paths } from '../../lib/api/schema.gen';

/** The seeds' image rules (seed 001 "Image upload"). */
export const MAX_IMAGE_BYTES = 8_388_608;
export const IMAGE_MESSAGES = {
  notAnImage: 'Please select an image',
  tooLarge: 'Please select an image smaller than 8MB',
  failed: 'Upload failed. Please try again.',
} as const;

// Paths checked against the generated schema: XMLHttpRequest is used because fetch reports no upload progress.
const UPLOAD_PATH = '/client_side_api/v1/file_uploads' satisfies keyof paths;
const FILE_PATH = '/client_side_api/v1/file_uploads/{id}' satisfies keyof paths;
type Uploaded = paths[typeof UPLOAD_PATH]['post']['responses'][201]['content']['application/json'];

/** Where an upload is served, for previews. */
export const uploadPreviewUrl = (uploadIdentifier: string) => FILE_PATH.replace('{id}', encodeURIComponent(uploadIdentifier));

/** Why a file cannot be sent, checked before any byte leaves the browser; null when it may go. */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return IMAGE_MESSAGES.notAnImage;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}

/** Sends one image as multipart `file`, reporting progress in percent; resolves to its upload_identifier. */
export function uploadImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_PATH);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as Partial<Uploaded> | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.upload_identifier) resolve(body.upload_identifier);
      else reject(new Error(errorMessage(body, IMAGE_MESSAGES.failed)));
    };
    xhr.onerror = () => reject(new Error(IMAGE_MESSAGES.failed));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

interface Props {
  label: string;
  /** The upload_identifier shown, or null. */
  value: string | null;
  onChange(uploadIdentifier: string | null): void;
  /** Where the current value is served, when the API gave it (defaults to the upload's own address). */
  previewUrl?: string | null;
  /** Hide the preview and the Remove button (a gallery shows its own). */
  bare?: boolean;
  /** Said instead of 'too large' and 'upload failed' where the seeds word it otherwise (a video's thumbnail). */
  failedMessage?: string;
}

/** Picks an image, checks it, uploads it with a progress percent and shows it; the value is its upload_identifier. */
export function ImageUpload({ label, value, onChange, previewUrl, bare = false, failedMessage }: Props) {
  const inputId = useId();
  const statusId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    const problem = imageProblem(file);
    if (problem) return setError(problem === IMAGE_MESSAGES.tooLarge ? (failedMessage ?? problem) : problem);
    setProgress(0);
    try {
      onChange(await uploadImage(file, setProgress));
    } catch (failure) {
      setError(failedMessage ?? (failure instanceof Error ? failure.message : IMAGE_MESSAGES.failed));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const src = value ? (previewUrl ?? uploadPreviewUrl(value)) : null;
  return (
    <div className="flex flex-col gap-2">
      {!bare && src && <img src={src} alt={`${label} preview`} className="max-h-64 w-fit rounded-lg border border-neutral-200 object-contain" />}
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={inputId} className="cursor-pointer rounded-full border border-neutral-300 px-4 py-2 text-sm hover:bg-neutral-50 has-[:disabled]:opacity-60">
          {bare ? label : `${value ? 'Change' : 'Upload'} ${label.toLowerCase()}`}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={progress !== null}
            aria-describedby={statusId}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </label>
        {!bare && value && progress === null && (
          <button type="button" onClick={() => onChange(null)} className="text-sm underline">
            Remove {label.toLowerCase()}
          </button>
        )}
      </div>
      <div id={statusId}>
        {progress !== null && (
          <div className="flex items-center gap-2 text-sm">
            <div role="progressbar" aria-label={`Uploading ${label.toLowerCase()}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} className="h-2 w-40 overflow-hidden rounded bg-neutral-200">
              <div className="h-full bg-brand" style={{ width: `${progress}%` }} />
            </div>
            <span>Uploading… {progress}%</span>
          </div>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
