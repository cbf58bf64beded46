import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AVATAR_SHAPE } from './crop';
import { ImageCropper } from './image-cropper';

// jsdom draws nothing: the cropper's geometry is what is checked here.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const source = { image: document.createElement('img'), width: 800, height: 600, type: 'image/png' };

describe('image cropper', () => {
  it('starts with the largest square, moves with the arrow keys and zooms with + and -, inside the image', () => {
    const onSave = vi.fn();
    render(<ImageCropper source={source} shape={AVATAR_SHAPE} label="Logo" saving={false} onCancel={() => undefined} onSave={onSave} />);
    expect(screen.getByText('Selection 600 × 600 pixels at 100, 0')).toBeTruthy();
    const area = screen.getByRole('img', { name: 'Logo crop area' });
    fireEvent.keyDown(area, { key: 'ArrowRight' });
    expect(screen.getByText('Selection 600 × 600 pixels at 110, 0')).toBeTruthy();
    fireEvent.keyDown(area, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(area, { key: 'ArrowRight', shiftKey: true });
    expect(screen.getByText('Selection 600 × 600 pixels at 200, 0')).toBeTruthy();
    fireEvent.keyDown(area, { key: '+' });
    expect(screen.getByText(/^Selection 545 × 545 pixels/)).toBeTruthy();
    fireEvent.change(screen.getByRole('slider', { name: 'Zoom' }), { target: { value: '6' } });
    expect(screen.getByText(/^Selection 100 × 100 pixels/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ width: 100, height: 100 }));
  });

  it('drags the frame with the pointer', () => {
    render(<ImageCropper source={source} shape={AVATAR_SHAPE} label="Logo" saving={false} onCancel={() => undefined} onSave={() => undefined} />);
    const area = screen.getByRole('img', { name: 'Logo crop area' });
    // Shown 320 pixels high (scale 8/15): 32 screen pixels are 60 source pixels; the frame stops at the top edge.
    fireEvent.pointerDown(area, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(area, { pointerId: 1, clientX: 68, clientY: 60 });
    fireEvent.pointerUp(area, { pointerId: 1 });
    expect(screen.getByText('Selection 600 × 600 pixels at 40, 0')).toBeTruthy();
    fireEvent.pointerMove(area, { pointerId: 1, clientX: 0, clientY: 0 });
    expect(screen.getByText('Selection 600 × 600 pixels at 40, 0')).toBeTruthy();
  });
});
