import { useId, useRef, useState } from 'react';
import { IMAGE_MESSAGES, imageProblem, uploadImage, uploadPreviewUrl } from '../../../../components/ui/image-upload';
import { canCrop, type Crop, type CropShape } from './crop';
import { cropToBlob, ImageCropper, loadImage, type CropSource } from './image-cropper';

/** Sent instead of an upload identifier, it removes the image. */
export const DELETE_IMAGE = '_delete';
export const IMAGE_TOO_SMALL = 'Please select an image of at least 100x100 pixels';

interface Props {
  label: string;
  shape: CropShape;
  /** '' keeps the saved image, DELETE_IMAGE removes it, anything else is the upload identifier of a new one. */
  value: string;
  onChange(value: string): void;
  /** Where the saved image is served, or null. */
  saved: string | null;
  /** How the preview is shown: round 148×148 (avatar) or the banner's proportions. */
  variant: 'avatar' | 'banner';
  hint?: string;
  error?: string;
}

/** Pick, crop and save an image (uploaded as the cropped picture), or remove it (seed 001 §4 "Image upload"). */
export function ImageField({ label, shape, value, onChange, saved, variant, hint, error }: Props) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<CropSource | null>(null);
  const [name, setName] = useState('image');
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string>();

  const preview = value === DELETE_IMAGE ? null : value ? uploadPreviewUrl(value) : saved;
  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setProblem(undefined);
    const refused = imageProblem(file);
    if (refused) return setProblem(refused);
    try {
      const loaded = await loadImage(file);
      if (!canCrop(loaded, shape.aspect)) return setProblem(IMAGE_TOO_SMALL);
      setName(file.name.replace(/\.[^.]*$/, '') || 'image');
      setSource(loaded);
    } catch {
      setProblem(IMAGE_MESSAGES.notAnImage);
    }
  };
  const save = async (crop: Crop) => {
    if (!source) return;
    setProgress(0);
    try {
      const blob = await cropToBlob(source, crop, shape);
      const file = new File([blob], `${name}.${blob.type === 'image/png' ? 'png' : 'jpg'}`, { type: blob.type });
      onChange(await uploadImage(file, setProgress));
      setSource(null);
    } catch (failure) {
      setProblem(failure instanceof Error && failure.message ? failure.message : IMAGE_MESSAGES.failed);
      setSource(null);
    } finally {
      setProgress(null);
    }
  };

  const shown = problem ?? error;
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium">{label}</span>
      {variant === 'avatar' ? (
        <div className="flex h-[148px] w-[148px] items-center justify-center overflow-hidden rounded-full border border-neutral-200 bg-neutral-100">
          {preview ? <img src={preview} alt={`${label} preview`} className="h-full w-full object-cover" /> : <span className="text-xs text-neutral-500">No image</span>}
        </div>
      ) : (
        <div className="flex aspect-[1440/224] w-full items-center justify-center overflow-hidden rounded-lg border border-neutral-200 bg-neutral-100">
          {preview ? <img src={preview} alt={`${label} preview`} className="h-full w-full object-cover" /> : <span className="text-xs text-neutral-500">No image</span>}
        </div>
      )}
      {hint && (
        <p id={hintId} className="text-xs text-neutral-500">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={inputId} className="cursor-pointer rounded-full border border-neutral-300 px-4 py-2 text-sm hover:bg-neutral-50 has-[:disabled]:opacity-60">
          {preview ? `Change ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={progress !== null}
            aria-describedby={hint ? hintId : undefined}
            onChange={(event) => void pick(event.target.files?.[0])}
          />
        </label>
        {preview && progress === null && (
          <button type="button" onClick={() => onChange(saved ? DELETE_IMAGE : '')} className="text-sm underline">
            Remove Image
          </button>
        )}
        {progress !== null && <span className="text-sm">Uploading… {progress}%</span>}
      </div>
      {shown && (
        <p role="alert" className="text-sm text-red-600">
          {shown}
        </p>
      )}
      {source && <ImageCropper source={source} shape={shape} label={label} saving={progress !== null} onCancel={() => setSource(null)} onSave={(crop) => void save(crop)} />}
    </div>
  );
}
