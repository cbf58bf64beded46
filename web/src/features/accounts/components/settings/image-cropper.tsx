import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { initialCrop, maxZoom, moveCrop, zoomCrop, zoomOf, outputSize, type Crop, type CropShape, type Size } from './crop';

/** An image ready to crop: its pixels and size. */
export interface CropSource extends Size {
  image: CanvasImageSource;
  /** The picked file's type: PNG, GIF and WebP keep transparency, anything else is stored as JPEG. */
  type: string;
}

/** The largest the image is shown while cropping. */
const VIEW = { width: 480, height: 320 };
/** Arrow keys move the crop this many source pixels (with Shift, five times as far); + and - zoom by this step. */
const STEP = 10;
const ZOOM_STEP = 0.1;

/** Reads a picked file as an image; rejects when the browser cannot decode it. */
export function loadImage(file: File): Promise<CropSource> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ image, width: image.naturalWidth, height: image.naturalHeight, type: file.type });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('unreadable image'));
    };
    image.src = url;
  });
}

/** The crop drawn at its stored size, as a file to upload. */
export function cropToBlob(source: CropSource, crop: Crop, shape: CropShape): Promise<Blob> {
  const size = outputSize(crop, shape);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('no canvas'));
  context.drawImage(source.image, crop.x, crop.y, crop.width, crop.height, 0, 0, size.width, size.height);
  const type = /^image\/(png|gif|webp)$/.test(source.type) ? 'image/png' : 'image/jpeg';
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), type, 0.9));
}

interface Props {
  source: CropSource;
  shape: CropShape;
  /** What is cropped, e.g. 'Logo' or 'Banner'. */
  label: string;
  saving: boolean;
  onCancel(): void;
  onSave(crop: Crop): void;
}

/**
 * Crops the picked image to the shape's aspect: drag the rectangle (or move it with the arrow keys) and zoom
 * with the slider (or + and -). The rectangle never leaves the image nor gets smaller than 100×100 source pixels.
 */
export function ImageCropper({ source, shape, label, saving, onCancel, onSave }: Props) {
  const [crop, setCrop] = useState(() => initialCrop(source, shape.aspect));
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ pointer: number; x: number; y: number; from: Crop } | null>(null);
  const helpId = useId();
  const scale = Math.min(1, VIEW.width / source.width, VIEW.height / source.height);
  const view = { width: Math.round(source.width * scale), height: Math.round(source.height * scale) };
  const zoomLimit = maxZoom(source, shape.aspect);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.clearRect(0, 0, view.width, view.height);
    context.drawImage(source.image, 0, 0, view.width, view.height);
    // Darken what is cut away, then outline what is kept.
    const [x, y, w, h] = [crop.x * scale, crop.y * scale, crop.width * scale, crop.height * scale];
    context.fillStyle = 'rgba(0, 0, 0, 0.55)';
    context.fillRect(0, 0, view.width, y);
    context.fillRect(0, y + h, view.width, view.height - y - h);
    context.fillRect(0, y, x, h);
    context.fillRect(x + w, y, view.width - x - w, h);
    context.strokeStyle = '#fff';
    context.lineWidth = 2;
    context.strokeRect(x + 1, y + 1, w - 2, h - 2);
  }, [source, crop, scale, view.width, view.height]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? STEP * 5 : STEP;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (move) setCrop((c) => moveCrop(source, c, move[0], move[1]));
    else if (event.key === '+' || event.key === '=') setCrop((c) => zoomCrop(source, shape.aspect, c, zoomOf(source, shape.aspect, c) + ZOOM_STEP));
    else if (event.key === '-') setCrop((c) => zoomCrop(source, shape.aspect, c, zoomOf(source, shape.aspect, c) - ZOOM_STEP));
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY, from: crop };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const start = drag.current;
    if (!start || start.pointer !== event.pointerId) return;
    setCrop(moveCrop(source, start.from, (event.clientX - start.x) / scale, (event.clientY - start.y) / scale));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const round = (n: number) => Math.round(n);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !saving && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(34rem,95vw)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-semibold">Crop {label.toLowerCase()}</Dialog.Title>
          <Dialog.Description id={helpId} className="mt-1 text-sm text-neutral-600">
            Drag the frame or move it with the arrow keys; zoom with the slider or the + and - keys.
          </Dialog.Description>
          <div className="mt-4 flex justify-center overflow-hidden rounded-lg bg-neutral-900">
            <canvas
              ref={canvas}
              width={view.width}
              height={view.height}
              tabIndex={0}
              role="img"
              aria-label={`${label} crop area`}
              aria-describedby={helpId}
              className="max-w-full cursor-move touch-none outline-none focus-visible:ring-4 focus-visible:ring-brand/60"
              onKeyDown={onKeyDown}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
            />
          </div>
          <p aria-live="polite" className="mt-2 text-center text-xs text-neutral-600">
            {`Selection ${round(crop.width)} × ${round(crop.height)} pixels at ${round(crop.x)}, ${round(crop.y)}`}
          </p>
          <label className="mt-3 flex items-center gap-3 text-sm">
            Zoom
            <input
              type="range"
              min={1}
              max={zoomLimit}
              step={0.01}
              value={zoomOf(source, shape.aspect, crop)}
              disabled={zoomLimit === 1}
              onChange={(event) => setCrop((c) => zoomCrop(source, shape.aspect, c, Number(event.target.value)))}
              className="flex-1"
            />
          </label>
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" disabled={saving} onClick={onCancel} className="rounded-full border border-neutral-300 px-5 py-2 hover:bg-neutral-50 disabled:opacity-60">
              Cancel
            </button>
            <button type="button" disabled={saving} onClick={() => onSave(crop)} className="rounded-full bg-neutral-900 px-5 py-2 font-medium text-white disabled:opacity-60">
              {saving ? 'Saving…' : 'Save'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
