/** Account names in menus (user menu, profile switcher) are cut at 18 characters. */
export const MENU_NAME_LENGTH = 18;
/** Names in lists of profiles (followers, profile cards) are cut at 15 characters, at 19 on the home page (seed 000 §9). */
export const LIST_NAME_LENGTH = 15;
export const HOME_NAME_LENGTH = 19;

/** Names longer than `max` are cut with an ellipsis. */
export const truncateName = (name: string, max = MENU_NAME_LENGTH) => (name.length > max ? `${name.slice(0, max)}…` : name);
