import jsQR from 'jsqr';
import { useEffect, useRef, useState } from 'react';

/** How often the camera's picture is searched for a code. */
export const SCAN_INTERVAL_MS = 200;
export const CAMERA_PROBLEM = 'The camera is not available. Allow this page to use the camera, or find the guest by name below.';

export interface ScannerProps {
  /** The text of each QR code the camera reads (the same code many times while it is in view). */
  onCode: (text: string) => void;
}

/** The text of the QR code in a picture (RGBA pixels), or null when it holds none that can be read. */
export function readCode(picture: { data: Uint8ClampedArray; width: number; height: number }): string | null {
  return jsQR(picture.data, picture.width, picture.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

/**
 * The code in the video's current picture, or null. A picture that is not there yet (no size before the first
 * frame, or a new size after the phone turns) is skipped, so scanning never stops.
 */
function readFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): string | null {
  const { videoWidth: width, videoHeight: height } = video;
  if (!width || !height) return null;
  if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, width, height);
  return readCode(context.getImageData(0, 0, width, height));
}

/** The phone's back camera, read for QR codes (the QR library runs in the page; nothing leaves the phone but the code). */
export function CameraScanner({ onCode }: ScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(onCode);
  const [on, setOn] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    latest.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!on || !video.current) return;
    const preview = video.current;
    const canvas = document.createElement('canvas');
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    void (async () => {
      try {
        const camera = await navigator.mediaDevices.getUserMedia({ audio: false, video: { facingMode: 'environment' } });
        if (cancelled) {
          camera.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = camera;
        preview.srcObject = camera;
        await preview.play();
        setProblem(null);
        const scan = () => {
          if (cancelled) return;
          const code = readFrame(preview, canvas);
          if (code) latest.current(code);
          timer = setTimeout(scan, SCAN_INTERVAL_MS);
        };
        scan();
      } catch {
        if (!cancelled) setProblem(CAMERA_PROBLEM);
      }
    })();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      preview.srcObject = null;
    };
  }, [on]);

  return (
    <div className="flex flex-col gap-2">
      <div className={`relative aspect-[4/3] overflow-hidden rounded-xl bg-neutral-900 ${on ? '' : 'hidden'}`}>
        {/* A live camera picture: there is nothing to caption. */}
        <video ref={video} muted playsInline aria-label="Camera" className="h-full w-full object-cover">
          <track kind="captions" />
        </video>
        {on && !problem && <div aria-hidden="true" className="pointer-events-none absolute inset-[15%] rounded-lg border-4 border-white/70" />}
        {problem && (
          <p role="alert" className="absolute inset-0 flex items-center justify-center p-6 text-center text-white">
            {problem}
          </p>
        )}
      </div>
      <button type="button" className="self-start rounded-full border border-neutral-300 px-4 py-1.5 text-sm" onClick={() => setOn(!on)}>
        {on ? 'Stop camera' : 'Start camera'}
      </button>
    </div>
  );
}
