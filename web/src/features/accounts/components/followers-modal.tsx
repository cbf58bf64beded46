import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { profilePath } from '../../../lib/profile-path';
import { Avatar } from '../../../components/ui/avatar';
import { Modal } from '../../../components/ui/modal';
import type { Profile, ProfileType } from '../api/accounts';
import { useFollowList, type FollowList } from '../api/follow-lists';
import { useWhenVisible } from '../hooks/use-when-visible';
import { PROFILE_MESSAGES } from '../profile-rules';
import { LIST_NAME_LENGTH, truncateName } from '../names';

export type FollowersTab = FollowList | 'organizations';

const TAB_LABELS: Record<FollowersTab, string> = { following: 'Following', followers: 'Followers', organizations: 'Organizations' };

interface Row {
  id: string;
  name: string;
  username: string;
  type: ProfileType;
  avatar: string | null;
}

/** Arrow keys move to the tab before or after (wrapping round), Home and End to the first and last. */
function tabAfterKey(key: string, tabs: readonly FollowersTab[], current: FollowersTab): FollowersTab | undefined {
  const index = tabs.indexOf(current);
  if (key === 'ArrowRight') return tabs[(index + 1) % tabs.length];
  if (key === 'ArrowLeft') return tabs[(index - 1 + tabs.length) % tabs.length];
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs.at(-1);
  return undefined;
}

/**
 * Seed 000 "Public profile": who the profile follows, its followers and (users) its organizations, as tabs
 * (WAI-ARIA tabs: only the selected tab is in the Tab order, arrow keys select the others).
 */
export function FollowersModal({ profile, initialTab, onClose }: { profile: Profile; initialTab: FollowersTab; onClose: () => void }) {
  const tabs: FollowersTab[] = profile.type === 'user' ? ['following', 'followers', 'organizations'] : ['following', 'followers'];
  const [tab, setTab] = useState<FollowersTab>(tabs.includes(initialTab) ? initialTab : 'followers');
  const ids = useId();
  const tabId = (t: FollowersTab) => `${ids}-${t}-tab`;
  const panelId = `${ids}-panel`;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabAfterKey(event.key, tabs, tab);
    if (!next) return;
    event.preventDefault();
    setTab(next);
    document.getElementById(tabId(next))?.focus();
  };
  return (
    <Modal title={profile.name} onClose={onClose}>
      <div role="tablist" aria-label="Connections" className="flex gap-1 border-b border-neutral-200 text-sm">
        {tabs.map((t) => (
          <button
            key={t}
            id={tabId(t)}
            type="button"
            role="tab"
            aria-selected={t === tab}
            aria-controls={panelId}
            tabIndex={t === tab ? 0 : -1}
            onClick={() => setTab(t)}
            onKeyDown={onKeyDown}
            className="-mb-px border-b-2 border-transparent px-3 py-2 text-neutral-600 aria-selected:border-neutral-900 aria-selected:font-semibold aria-selected:text-neutral-900"
          >
            {TAB_LABELS[t]}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(tab)} className="mt-3 max-h-[60vh] overflow-y-auto">
        {tab === 'organizations' ? (
          <Rows rows={profile.organizations.map((o) => ({ ...o, type: 'school' as const }))} onNavigate={onClose} />
        ) : (
          <FollowRows key={tab} list={tab} id={profile.id} onNavigate={onClose} />
        )}
      </div>
    </Modal>
  );
}

/** A follow list, loading its next page when the end of the list scrolls into view. */
function FollowRows({ list, id, onNavigate }: { list: FollowList; id: string; onNavigate: () => void }) {
  const query = useFollowList(list, id);
  const more = useWhenVisible<HTMLLIElement>(() => void query.fetchNextPage(), query.hasNextPage && !query.isFetchingNextPage);
  if (query.isLoading) return <p aria-busy="true" className="py-6 text-center text-sm text-neutral-500">Loading…</p>;
  if (query.error) return <p role="alert" className="py-6 text-center text-sm text-red-700">{PROFILE_MESSAGES.loadFailed}</p>;
  const rows = query.data?.pages.flat() ?? [];
  return (
    <Rows rows={rows} onNavigate={onNavigate}>
      {query.hasNextPage && (
        <li ref={more} aria-busy={query.isFetchingNextPage} className="py-3 text-center text-sm text-neutral-500">
          {query.isFetchingNextPage ? 'Loading…' : ''}
        </li>
      )}
    </Rows>
  );
}

function Rows({ rows, onNavigate, children }: { rows: Row[]; onNavigate: () => void; children?: ReactNode }) {
  if (rows.length === 0) return <p className="py-6 text-center text-sm text-neutral-500">Nobody here yet.</p>;
  return (
    <ul className="flex flex-col">
      {rows.map((row) => (
        <li key={row.id}>
          <AppLink href={profilePath(row)} title={row.name} aria-label={row.name} onClick={onNavigate} className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-neutral-50">
            <Avatar src={row.avatar} name={row.name} size="md" />
            <span className="font-medium">{truncateName(row.name, LIST_NAME_LENGTH)}</span>
          </AppLink>
        </li>
      ))}
      {children}
    </ul>
  );
}
