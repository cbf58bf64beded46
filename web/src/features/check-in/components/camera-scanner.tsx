import type { IScannerControls } from '@zxing/browser';
import { useEffect, useRef, useState } from 'react';

/** How often the camera's picture is searched for a code. */
export const SCAN_INTERVAL_MS = 200;
export const CAMERA_PROBLEM = 'The camera is not available. Allow this page to use the camera, or find the guest by name below.';

export interface ScannerProps {
  /** The text of each QR code the camera reads (the same code many times while it is in view). */
  onCode: (text: string) => void;
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
    let controls: IScannerControls | undefined;
    let cancelled = false;
    void (async () => {
      try {
        const { BrowserQRCodeReader } = await import('@zxing/browser');
        const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: SCAN_INTERVAL_MS, delayBetweenScanSuccess: SCAN_INTERVAL_MS });
        const started = await reader.decodeFromConstraints({ audio: false, video: { facingMode: 'environment' } }, preview, (result) => {
          if (result) latest.current(result.getText());
        });
        if (cancelled) started.stop();
        else {
          controls = started;
          setProblem(null);
        }
      } catch {
        if (!cancelled) setProblem(CAMERA_PROBLEM);
      }
    })();
    return () => {
      cancelled = true;
      controls?.stop();
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
