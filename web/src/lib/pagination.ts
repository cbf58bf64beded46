/** Seed 002 §9: pagination shows at most 3 page numbers, a window around the current page. */
export const PAGE_WINDOW = 3;

export const pageCount = (totalCount: number, perPage: number) => Math.max(1, Math.ceil(totalCount / perPage));

export function pageWindow(page: number, pages: number, size = PAGE_WINDOW): number[] {
  const count = Math.min(size, pages);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, n) => start + n);
}
