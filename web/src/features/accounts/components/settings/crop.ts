/**
 * The image cropper's geometry (seed 001 §5 "Image upload"): a rectangle of fixed aspect over the source
 * image, in source pixels, never smaller than 100×100 and never past the image's edges.
 */
export const MIN_CROP = 100;

export interface CropShape {
  /** Width / height of the crop (1 for an avatar, 1440/224 for a banner). */
  aspect: number;
  /** The size the cropped image is stored at (at most; a smaller crop is not blown up). */
  output: { width: number; height: number };
}

/** Avatar or logo: shown 148×148, stored at the recommended 275×275. */
export const AVATAR_SHAPE: CropShape = { aspect: 1, output: { width: 275, height: 275 } };
/** Banner: 1440×224 on desktop. */
export const BANNER_SHAPE: CropShape = { aspect: 1440 / 224, output: { width: 1440, height: 224 } };

export interface Size {
  width: number;
  height: number;
}

export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest crop: 100 source pixels on its shorter side. */
export const minCropWidth = (aspect: number) => Math.max(MIN_CROP, MIN_CROP * aspect);
/** The largest crop that fits the image. */
export const maxCropWidth = (image: Size, aspect: number) => Math.min(image.width, image.height * aspect);

/** Whether a crop of at least 100×100 fits the image at this aspect. */
export const canCrop = (image: Size, aspect: number) => maxCropWidth(image, aspect) >= minCropWidth(aspect);

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** A crop of this width centred on (cx, cy), kept inside the image and within the size limits. */
export function cropAround(image: Size, aspect: number, width: number, cx: number, cy: number): Crop {
  const w = clamp(width, minCropWidth(aspect), maxCropWidth(image, aspect));
  const h = w / aspect;
  return { x: clamp(cx - w / 2, 0, image.width - w), y: clamp(cy - h / 2, 0, image.height - h), width: w, height: h };
}

/** The largest centred crop: what the cropper starts with. */
export const initialCrop = (image: Size, aspect: number) => cropAround(image, aspect, maxCropWidth(image, aspect), image.width / 2, image.height / 2);

/** Moves the crop by (dx, dy) source pixels, stopping at the edges. */
export const moveCrop = (image: Size, crop: Crop, dx: number, dy: number): Crop => ({
  ...crop,
  x: clamp(crop.x + dx, 0, image.width - crop.width),
  y: clamp(crop.y + dy, 0, image.height - crop.height),
});

/** Zoom 1 shows the largest crop; each step in means a smaller crop, down to 100×100. */
export const maxZoom = (image: Size, aspect: number) => Math.max(1, maxCropWidth(image, aspect) / minCropWidth(aspect));
export const zoomOf = (image: Size, aspect: number, crop: Crop) => maxCropWidth(image, aspect) / crop.width;

/** The crop at this zoom, keeping its centre where it was. */
export function zoomCrop(image: Size, aspect: number, crop: Crop, zoom: number): Crop {
  const width = maxCropWidth(image, aspect) / clamp(zoom, 1, maxZoom(image, aspect));
  return cropAround(image, aspect, width, crop.x + crop.width / 2, crop.y + crop.height / 2);
}

/** The stored image's size: the shape's size, or the crop's own when it is smaller (never blown up). */
export function outputSize(crop: Crop, shape: CropShape): Size {
  const width = Math.round(Math.min(crop.width, shape.output.width));
  return { width, height: Math.max(1, Math.round(width / shape.aspect)) };
}
