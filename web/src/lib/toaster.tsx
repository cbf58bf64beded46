import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * Sonner's toasts load with the first part of the app that can show one (it imports `toast` from
 * lib/toast.ts), not with every page: most visits show none. The Toaster then mounts, and shows toasts
 * raised before it was there as well.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function showToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * An error toast from parts that every visitor loads (the navigation, the event page): sonner comes with the
 * first failure rather than with the page. Other parts import `toast` from lib/toast.ts.
 */
export function showErrorToast(message: string): void {
  showToaster();
  void import('sonner').then(({ toast }) => toast.error(message));
}

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** The app's toasts, at the top centre; nothing until a part that shows toasts has loaded. */
export function Toasts() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-center" />
    </Suspense>
  );
}
