/**
 * The last page number a paged list accepts: past it the offset would no longer fit PostgreSQL's bigint
 * (a page of 1e20 is a valid JS integer), and no one pages that far.
 */
export const MAX_PAGE = 10_000;
