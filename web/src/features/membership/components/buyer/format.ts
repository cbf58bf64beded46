/** 'Jun 1, 2030' in the reader's own time zone. */
export const formatDate = (iso: string) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));

/** A full page load (the backend's form posts and the payment provider's pages are outside the app). */
export const leavePage = (url: string) => window.location.assign(url);
