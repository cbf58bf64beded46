import { useEffect, useRef, useState } from 'react';
import { EXPORT_FAILED, ExportError, type Progress } from '../export';

/** Seed 001 §9: search waits 300 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A search box that reports its text 300 ms after typing stops (and at once on Enter). */
export function SearchBox({ value, onSearch, label, placeholder }: { value: string; onSearch: (text: string) => void; label: string; placeholder?: string }) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const reported = useRef(value);

  // The URL changed by other means (back, a link): show its search.
  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const report = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() === reported.current.trim()) return;
    reported.current = next;
    onSearch(next.trim());
  };

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        report(text);
      }}
      className="w-full max-w-sm"
    >
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder ?? label}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => report(next), SEARCH_DEBOUNCE_MS);
        }}
        className="w-full rounded-lg border border-neutral-300 px-3 py-2 text-sm"
      />
    </form>
  );
}

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
