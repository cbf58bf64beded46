import { useState } from 'react';
import { useCurrentUser, useProfile } from '../api/accounts';

/** /p/{username} and /o/{username}: the profile overview of seed 000 "Public profile". */
export function ProfilePage({ username, type }: { username: string; type: 'user' | 'school' }) {
  const profile = useProfile(username, type);
  const { user } = useCurrentUser();
  const [expanded, setExpanded] = useState(false);
  if (profile.isLoading) return <main className="mx-auto max-w-5xl px-4 py-12" aria-busy="true" />;
  if (profile.error || !profile.data) {
    const missing = (profile.error as { message?: string } | null)?.message === "Sorry! That profile wasn't found.";
    return (
      <main className="mx-auto max-w-5xl px-4 py-12">
        <p role="alert">{missing ? "Sorry! That profile wasn't found." : 'We are having trouble loading all the content on this page. Please try again.'}</p>
      </main>
    );
  }
  const p = profile.data;
  const canManage =
    !!user && (user.siteAdmin || user.id === p.id || user.organizations.some((o) => o.id === p.id && (o.owner || o.admin)));
  const empty = !p.hasEvents && !p.hasVideos && !p.hasMembershipTiers && !p.description;
  return (
    <main className="mx-auto max-w-5xl px-4 py-12">
      <div className="flex flex-col gap-6 md:flex-row md:items-center">
        <div className="flex h-24 w-24 items-center justify-center rounded-full bg-neutral-200 text-3xl font-bold">
          {p.avatar ? <img src={p.avatar} alt="" className="h-24 w-24 rounded-full object-cover" /> : p.name.slice(0, 1)}
        </div>
        <div className="flex-1">
          <h1 className="text-3xl font-bold">{p.name}</h1>
          <p className="text-neutral-500">@{p.username}</p>
          <p className="mt-2 flex gap-4 text-sm">
            <span>{p.followingCount} following</span>
            <span>{p.followersCount} followers</span>
            {p.type === 'user' && <span>{p.organizations.length} organizations</span>}
          </p>
        </div>
        {canManage && (
          <a href={p.type === 'user' ? `/manage/${p.username}/settings/account` : `/manage/${p.username}/events`} className="rounded-full border border-neutral-300 px-5 py-2">
            Manage
          </a>
        )}
      </div>
      {p.description && (
        <section className="mt-8">
          <h2 className="font-semibold">About</h2>
          <p className={expanded ? '' : 'line-clamp-3'}>{p.description}</p>
          {!expanded && (
            <button type="button" className="text-sm underline" onClick={() => setExpanded(true)}>
              Read more
            </button>
          )}
        </section>
      )}
      {p.type === 'user' && p.organizations.length > 0 && (
        <section className="mt-8">
          <h2 className="font-semibold">Organizations</h2>
          <ul className="mt-2 flex flex-wrap gap-3">
            {p.organizations.map((o) => (
              <li key={o.id}>
                <a href={`/o/${o.username}`} className="underline">
                  {o.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {empty && <p className="mt-10 text-neutral-600">This profile is empty. Follow to receive updates on new content and activities.</p>}
    </main>
  );
}
