import { useEffect, useRef, useState } from 'react';

/** Seed 001 §9: search waits 300 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A list's search box: reports its text 300 ms after typing stops (and at once on Enter). */
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
