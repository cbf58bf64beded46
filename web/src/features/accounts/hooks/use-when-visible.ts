import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the returned ref's element (a sentinel at the end of a list) scrolls into view.
 * The observer is made again whenever `enabled` turns true, so a sentinel still in view after a page has
 * loaded asks for the next one.
 */
export function useWhenVisible<T extends Element>(onVisible: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
