import { useSyncExternalStore } from 'react';

/** Where the app's layouts switch from the phone's (a summary bar at the bottom) to the wide one: Tailwind's md. */
const WIDE = '(min-width: 768px)';

const onWidthChange = (changed: () => void) => {
  const list = window.matchMedia?.(WIDE);
  list?.addEventListener('change', changed);
  return () => list?.removeEventListener('change', changed);
};

/**
 * Whether the window is 768 px wide or more (true where there is no matchMedia). For parts shown in one of two
 * places by width: rendering only the one that shows keeps the hidden twin out of the page, with its ids and effects.
 */
export const useWide = () => useSyncExternalStore(onWidthChange, () => window.matchMedia?.(WIDE).matches ?? true);
