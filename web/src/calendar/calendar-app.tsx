import { useEffect, useState, type ReactNode } from 'react';
import type { ApiClient } from '../lib/api/fetch-client';
import { CALENDAR_COLOR_LABELS, readCalendarOptions } from '../lib/calendar-options';
import { useDocumentMeta } from '../lib/document-meta';
import { failure, loadOwner } from './calendar-api';
import { CalendarView } from './calendar-view';

/** Whose calendar an address shows: the whole site (/calendar) or one owner's (/calendar/{o|p}/{username}). */
export type CalendarScope = { kind: 'site' } | { kind: 'o' | 'p'; username: string };

export function calendarScope(pathname: string): CalendarScope | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/calendar') return { kind: 'site' };
  const match = /^\/calendar\/([op])\/([^/]+)$/.exec(path);
  return match ? { kind: match[1] as 'o' | 'p', username: decodeURIComponent(match[2]!) } : null;
}

/** The embeddable calendar page: its address says whose events and how they look. */
export function CalendarApp({ pathname, search, client, now }: { pathname: string; search: string; client: ApiClient; now: Date }) {
  const scope = calendarScope(pathname);
  const { options, invalidColors } = readCalendarOptions(new URLSearchParams(search));
  const owner = useOwner(client, scope);
  useDocumentMeta(!scope || invalidColors.length > 0 || owner.error ? 'Calendar' : scope.kind === 'site' ? 'Events calendar' : owner.data && `Calendar: ${owner.data.name}`);

  if (!scope) return <Notice title="Page not found" />;
  // Seed 000 §8: an invalid colour is refused, never replaced by its default.
  if (invalidColors.length > 0) {
    return (
      <Notice title="Invalid color">
        {invalidColors.map(({ name, value }) => (
          <p key={name}>
            {name} (the {CALENDAR_COLOR_LABELS[name].toLowerCase()}) must be six hexadecimal digits such as FFFFFF, not “{value}”.
          </p>
        ))}
      </Notice>
    );
  }
  if (owner.error) return <Notice title={owner.error} />;
  if (scope.kind !== 'site' && !owner.data) {
    return (
      <p role="status" className="p-6 text-center text-sm text-neutral-500">
        Loading…
      </p>
    );
  }
  const profilePage = scope.kind === 'site' ? '/' : `/${scope.kind}/${scope.username}`;
  return <CalendarView client={client} options={options} ownerId={owner.data?.id} backHref={profilePage} now={now} />;
}

function useOwner(client: ApiClient, scope: CalendarScope | null): { data?: { id: string; name: string }; error?: string } {
  const [state, setState] = useState<{ key: string; data?: { id: string; name: string }; error?: string }>({ key: '' });
  const owner = scope && scope.kind !== 'site' ? scope : null;
  const key = owner ? `${owner.kind}/${owner.username}` : '';
  useEffect(() => {
    if (!key) return;
    const [kind, username] = key.split('/') as ['o' | 'p', string];
    let current = true;
    loadOwner(client, kind, username).then(
      (data) => current && setState({ key, data }),
      (error: unknown) => current && setState({ key, error: failure(error) }),
    );
    return () => {
      current = false;
    };
  }, [client, key]);
  return state.key === key ? state : {};
}

function Notice({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="alert" className="mx-auto max-w-md p-6 text-center">
      <h1 className="text-lg font-semibold">{title}</h1>
      {children && <div className="mt-2 text-sm">{children}</div>}
    </div>
  );
}
