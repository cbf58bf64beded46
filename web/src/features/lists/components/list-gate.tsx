import type { ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { ApiError } from '../../../lib/api/client';
import { useList, type PrivateList } from '../api/lists';
import { LIST_TEXT, listsPath } from '../rules/lists';

/** The pages of one list: a loader, then the list, or 'Sorry! That list wasn’t found.' (seed 001 §2.3). */
export function ListGate({ id, username, children }: { id: string; username: string; children: (list: PrivateList) => ReactNode }) {
  const list = useList(id);
  if (list.isLoading) {
    return (
      <div role="status" aria-label="Loading list" className="flex justify-center py-24">
        <span className="h-8 w-8 animate-spin rounded-full border-4 border-neutral-200 border-t-neutral-900" />
      </div>
    );
  }
  if (!list.data) {
    const missing = !list.error || (list.error instanceof ApiError && list.error.status === 404);
    return (
      <div className="flex flex-col items-center gap-4 py-24 text-center">
        <p role="alert" className="text-lg">
          {missing ? LIST_TEXT.notFound : 'Unable to load the list. Please try again later.'}
        </p>
        <AppLink href={listsPath(username)} className="underline">
          Back to lists
        </AppLink>
      </div>
    );
  }
  return <>{children(list.data)}</>;
}

/** A list page's heading with a way back to the list (or to the lists), and an optional line under it. */
export function ListPageHeader({ title, backHref, backLabel, children }: { title: string; backHref: string; backLabel: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-1">
      <AppLink href={backHref} className="text-sm text-neutral-600 underline">
        {backLabel}
      </AppLink>
      <h1 className="text-2xl font-semibold break-words">{title}</h1>
      {children}
    </div>
  );
}
