import { describe, expect, it } from 'vitest';
import { AVATAR_SHAPE, BANNER_SHAPE, canCrop, initialCrop, maxZoom, moveCrop, outputSize, zoomCrop, zoomOf } from './crop';

const photo = { width: 800, height: 600 };

describe('crop geometry', () => {
  it('starts with the largest centred crop of the shape', () => {
    expect(initialCrop(photo, AVATAR_SHAPE.aspect)).toEqual({ x: 100, y: 0, width: 600, height: 600 });
    const banner = initialCrop({ width: 2880, height: 1000 }, BANNER_SHAPE.aspect);
    expect(banner.width).toBe(2880);
    expect(banner.height).toBeCloseTo(448);
    expect(banner.y).toBeCloseTo(276);
  });

  it('keeps the crop inside the image when it is moved', () => {
    const crop = initialCrop(photo, 1);
    expect(moveCrop(photo, crop, 500, 500)).toEqual({ x: 200, y: 0, width: 600, height: 600 });
    expect(moveCrop(photo, crop, -500, -20)).toEqual({ x: 0, y: 0, width: 600, height: 600 });
  });

  it('zooms in about the centre down to 100×100 source pixels and no further', () => {
    const crop = initialCrop(photo, 1);
    expect(maxZoom(photo, 1)).toBe(6);
    const zoomed = zoomCrop(photo, 1, crop, 2);
    expect(zoomed).toEqual({ x: 250, y: 150, width: 300, height: 300 });
    expect(zoomCrop(photo, 1, crop, 50)).toMatchObject({ width: 100, height: 100 });
    expect(zoomOf(photo, 1, zoomCrop(photo, 1, zoomed, 0.5))).toBe(1);
  });

  it('needs 100 pixels on the short side: a banner needs a wide enough image', () => {
    expect(canCrop({ width: 100, height: 100 }, AVATAR_SHAPE.aspect)).toBe(true);
    expect(canCrop({ width: 99, height: 300 }, AVATAR_SHAPE.aspect)).toBe(false);
    expect(canCrop({ width: 600, height: 400 }, BANNER_SHAPE.aspect)).toBe(false);
    expect(canCrop({ width: 700, height: 400 }, BANNER_SHAPE.aspect)).toBe(true);
  });

  it('stores the recommended size, or the crop’s own when it is smaller', () => {
    expect(outputSize({ x: 0, y: 0, width: 600, height: 600 }, AVATAR_SHAPE)).toEqual({ width: 275, height: 275 });
    expect(outputSize({ x: 0, y: 0, width: 150, height: 150 }, AVATAR_SHAPE)).toEqual({ width: 150, height: 150 });
    expect(outputSize({ x: 0, y: 0, width: 2880, height: 448 }, BANNER_SHAPE)).toEqual({ width: 1440, height: 224 });
  });
});
