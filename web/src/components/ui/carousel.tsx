import { useState, type KeyboardEvent, type ReactNode } from 'react';

/** Seed 000 §2: the discover carousels show 4 items per page. */
export const CAROUSEL_PAGE_SIZE = 4;

interface Props<T> {
  /** Names the carousel and its buttons ("Previous events", "Next events"). */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  perPage?: number;
}

/**
 * Pages through items a page at a time with previous/next buttons; the arrow keys page too while a button has focus.
 * Phones stack the page's items in one column.
 */
export function Carousel<T>({ label, items, itemKey, renderItem, perPage = CAROUSEL_PAGE_SIZE }: Props<T>) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(page, pages - 1);
  const go = (to: number) => setPage(Math.min(Math.max(to, 0), pages - 1));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'ArrowRight') go(current + 1);
    else return;
    event.preventDefault();
  };
  // aria-disabled rather than disabled: the button at either end keeps the keyboard focus.
  const button =
    'flex h-9 w-9 items-center justify-center rounded-full border border-neutral-300 bg-white text-lg hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-brand aria-disabled:cursor-default aria-disabled:opacity-30';
  const name = label.toLowerCase();

  return (
    <section aria-roledescription="carousel" aria-label={label}>
      {pages > 1 && (
        <div className="mb-3 flex items-center justify-end gap-2">
          <span aria-live="polite" className="mr-1 text-sm text-neutral-500">
            Page {current + 1} of {pages}
          </span>
          <button type="button" className={button} aria-label={`Previous ${name}`} onKeyDown={onKeyDown} aria-disabled={current === 0} onClick={() => go(current - 1)}>
            ‹
          </button>
          <button type="button" className={button} aria-label={`Next ${name}`} onKeyDown={onKeyDown} aria-disabled={current === pages - 1} onClick={() => go(current + 1)}>
            ›
          </button>
        </div>
      )}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.slice(current * perPage, (current + 1) * perPage).map((item) => (
          <li key={itemKey(item)} className="flex">
            {renderItem(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}
