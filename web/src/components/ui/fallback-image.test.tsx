import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FallbackImage } from './fallback-image';

afterEach(cleanup);

describe('FallbackImage', () => {
  it('shows its source while it loads', () => {
    render(<FallbackImage src="/files/poster.webp" fallback="event" alt="Late Night Jazz" />);
    expect(screen.getByRole('img', { name: 'Late Night Jazz' }).getAttribute('src')).toBe('/files/poster.webp');
  });

  it.each([
    ['event', '/images/default-event.svg'],
    ['banner', '/images/default-banner.svg'],
    ['video', '/images/default-video.svg'],
  ] as const)('shows the designed %s default without a source', (kind, path) => {
    render(<FallbackImage src={null} fallback={kind} alt="" />);
    expect(document.querySelector('img')?.getAttribute('src')).toBe(path);
  });

  it('swaps to the default when the source fails, and tries a new source again', () => {
    const { rerender } = render(<FallbackImage src="/files/missing.webp" fallback="event" alt="Poster" />);
    const img = screen.getByRole('img', { name: 'Poster' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/images/default-event.svg');
    // The default itself failing does not loop.
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/images/default-event.svg');

    rerender(<FallbackImage src="/files/other.webp" fallback="event" alt="Poster" />);
    expect(screen.getByRole('img', { name: 'Poster' }).getAttribute('src')).toBe('/files/other.webp');
  });
});
