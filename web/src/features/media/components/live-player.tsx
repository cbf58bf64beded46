import { useEffect, useRef } from 'react';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * Plays an HLS stream: natively where the browser can (Safari), otherwise with hls.js, loaded only on this page.
 * The playlist address is signed and expires; the player keeps the one it started with and, when loading fails
 * (an expired address), starts again from `src` as it is then (the page refreshes it).
 */
export function LivePlayer({ src, label }: { src: string; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(src);
  useEffect(() => {
    latest.current = src;
  }, [src]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (element.canPlayType(HLS_TYPE)) {
      const reload = () => {
        if (element.src !== latest.current) element.src = latest.current;
      };
      element.src = latest.current;
      element.addEventListener('error', reload);
      return () => {
        element.removeEventListener('error', reload);
        element.removeAttribute('src');
        element.load(); // Without a source the element drops its connection to the stream.
      };
    }
    let stopped = false;
    let destroy = () => undefined as void;
    void import('hls.js').then(({ default: Hls }) => {
      if (stopped || !Hls.isSupported()) return;
      const hls = new Hls({ liveDurationInfinity: true });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        if (data.type === Hls.ErrorTypes.NETWORK_ERROR) hls.loadSource(latest.current);
        else if (data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
      });
      hls.loadSource(latest.current);
      hls.attachMedia(element);
      destroy = () => hls.destroy();
    });
    return () => {
      stopped = true;
      destroy();
    };
  }, []);

  // Live streams carry no caption tracks.
  // eslint-disable-next-line jsx-a11y/media-has-caption
  return <video ref={video} controls autoPlay playsInline aria-label={label} className="aspect-video w-full rounded-xl bg-black" />;
}
