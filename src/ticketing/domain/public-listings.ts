/** Public lists of events (seed 000 §3 "Event card", §9 constants). */

/** Pages of the public event search. */
export const PUBLIC_EVENTS_PER_PAGE = 12;
export const PUBLIC_EVENTS_MAX_PER_PAGE = 50;
