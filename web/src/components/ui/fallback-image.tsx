import { useState, type ImgHTMLAttributes } from 'react';

/** The designed default pictures (web/public/images), one per kind of picture. */
export const DEFAULT_IMAGES = {
  event: '/images/default-event.svg',
  banner: '/images/default-banner.svg',
  video: '/images/default-video.svg',
} as const;

export type FallbackKind = keyof typeof DEFAULT_IMAGES;

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & {
  src: string | null | undefined;
  fallback: FallbackKind;
  alt: string;
};

/** An image that shows the designed default when it has no source or its source fails to load. */
export function FallbackImage({ src, fallback, alt, onError, ...props }: Props) {
  // Remember which source failed, so a new source is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && src !== failed ? src : null;
  return (
    <img
      {...props}
      src={usable ?? DEFAULT_IMAGES[fallback]}
      alt={alt}
      data-fallback={usable ? undefined : fallback}
      onError={(event) => {
        onError?.(event);
        if (usable) setFailed(usable);
      }}
    />
  );
}
