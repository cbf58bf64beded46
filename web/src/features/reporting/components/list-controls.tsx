import { useState } from 'react';
import { EXPORT_FAILED, ExportError, type Progress } from '../export';

/** 'No data yet!' when there is nothing at all, 'No results' when the search or filter matches nothing. */
export function EmptyState({ filtered }: { filtered: boolean }) {
  return <p className="rounded-lg border border-dashed border-neutral-300 px-4 py-12 text-center text-neutral-600">{filtered ? 'No results' : 'No data yet!'}</p>;
}

/** Export CSV with its progress while it runs and the seeds' failure messages. */
export function ExportButton({ run, disabled }: { run: (onProgress: (progress: Progress) => void) => Promise<void>; disabled?: boolean }) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string>();

  const start = async () => {
    setRunning(true);
    setError(undefined);
    setProgress(null);
    try {
      await run(setProgress);
    } catch (failure) {
      setError(failure instanceof ExportError ? failure.message : EXPORT_FAILED);
    } finally {
      setRunning(false);
    }
  };

  const percent = progress && progress.total > 0 ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : 0;
  return (
    <div className="flex flex-col items-end gap-1">
      <button type="button" onClick={start} disabled={running || disabled} className="rounded-lg border border-neutral-300 px-4 py-2 text-sm font-medium hover:bg-neutral-100 disabled:opacity-50">
        {running ? 'Exporting…' : 'Export CSV'}
      </button>
      {running && (
        <div className="flex items-center gap-2 text-xs text-neutral-600">
          <progress aria-label="Export progress" max={100} value={percent} className="h-1.5 w-28" />
          <span>{progress ? `${progress.done} of ${progress.total}` : 'Starting…'}</span>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
