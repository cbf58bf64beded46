/**
 * Lists on a profile (followers, following, the profile's courses) come in pages of this many; a next page
 * exists when a page is full. The web reads it from the API contract (x-page-size).
 */
export const PROFILE_LIST_PAGE_SIZE = 30;
