import { pageCount, pageWindow } from '../../lib/pagination';

/** Previous, at most 3 page numbers, next. */
export function Pagination({ page, totalCount, perPage, onPage, className = '' }: { page: number; totalCount: number; perPage: number; onPage: (page: number) => void; className?: string }) {
  const pages = pageCount(totalCount, perPage);
  if (pages <= 1) return null;
  const button = 'min-w-9 rounded border px-2 py-1 text-sm disabled:opacity-40 aria-[current=page]:font-bold aria-[current=page]:underline';
  return (
    <nav aria-label="Pagination" className={`flex items-center gap-1 ${className}`}>
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label="Previous page">
        ‹
      </button>
      {pageWindow(page, pages).map((n) => (
        <button key={n} type="button" className={button} aria-current={n === page ? 'page' : undefined} onClick={() => onPage(n)}>
          {n}
        </button>
      ))}
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label="Next page">
        ›
      </button>
    </nav>
  );
}
