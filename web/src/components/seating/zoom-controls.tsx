const button = 'flex h-9 w-9 items-center justify-center rounded-full border border-neutral-300 bg-white text-lg shadow-sm hover:bg-neutral-100';

/** The zoom buttons over a chart view (its top right corner), the same on every chart. */
export function ZoomControls({ onZoomIn, onZoomOut, onFit }: { onZoomIn(): void; onZoomOut(): void; onFit(): void }) {
  return (
    <div role="group" aria-label="Zoom" className="absolute right-2 top-2 flex flex-col gap-2">
      <button type="button" aria-label="Zoom in" className={button} onClick={onZoomIn}>
        +
      </button>
      <button type="button" aria-label="Zoom out" className={button} onClick={onZoomOut}>
        −
      </button>
      <button type="button" aria-label="Fit the chart" className={`${button} text-sm`} onClick={onFit}>
        ⤢
      </button>
    </div>
  );
}
