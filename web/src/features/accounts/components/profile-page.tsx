import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { Avatar } from '../../../components/ui/avatar';
import { useCurrentUser, useProfile, type CurrentUser, type Profile, type ProfileType } from '../api/accounts';

export const PROFILE_MESSAGES = {
  notFound: "Sorry! That profile wasn't found.",
  empty: 'This profile is empty. Follow to receive updates on new content and activities.',
  loadFailed: 'We are having trouble loading all the content on this page. Please try again.',
} as const;

/** Who sees Manage: the profile's user, an owner or admin of the organization, or a site admin (seed 000 §6). */
export function canManageProfile(user: CurrentUser | undefined, profile: Pick<Profile, 'id'>): boolean {
  if (!user) return false;
  return user.siteAdmin || user.id === profile.id || user.organizations.some((o) => o.id === profile.id && (o.owner || o.admin));
}

/** Users are managed from their settings, organizations from their events. */
export const manageHref = (profile: Pick<Profile, 'type' | 'username'>) =>
  profile.type === 'user' ? `/manage/${profile.username}/settings/account` : `/manage/${profile.username}/events`;

export const publicProfileHref = (username: string, type: ProfileType) => `/${type === 'user' ? 'p' : 'o'}/${username}`;

/** The About text or nothing; descriptions may hold sanitised HTML, shown here as plain text. */
function aboutText(profile: Profile): string {
  const html = profile.fullDescription || profile.description;
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').trim();
}

/** A profile is empty when it has nothing to show in any tab: no events, videos, public tiers or About. */
export const isEmptyProfile = (profile: Profile) => !profile.hasEvents && !profile.hasVideos && !profile.hasMembershipTiers && aboutText(profile) === '';

/** /p/{username} and /o/{username}: the profile overview of seed 000 "Public profile"; `children` (the tabs' content) follow it. */
export function ProfilePage({ username, type, children }: { username: string; type: ProfileType; children?: ReactNode }) {
  const profile = useProfile(username, type);
  const { user } = useCurrentUser();
  if (profile.isLoading) return <main className="mx-auto max-w-5xl px-4 py-12" aria-busy="true" aria-label="Loading profile" />;
  if (profile.error || !profile.data) {
    const missing = (profile.error as { message?: unknown } | null)?.message === PROFILE_MESSAGES.notFound;
    return (
      <main className="mx-auto max-w-5xl px-4 py-24 text-center">
        <p role="alert" className="text-lg">
          {missing ? PROFILE_MESSAGES.notFound : PROFILE_MESSAGES.loadFailed}
        </p>
      </main>
    );
  }
  return (
    <ProfileOverview profile={profile.data} canManage={canManageProfile(user, profile.data)}>
      {children}
    </ProfileOverview>
  );
}

function Count({ value, label }: { value: number; label: string }) {
  return (
    <span>
      <strong className="font-semibold">{formatCount(value)}</strong> {label}
    </span>
  );
}

/** Big numbers abbreviate: k from 1,000, m from 1,000,000 (seed 000 §9). */
export function formatCount(value: number): string {
  const short = (n: number) => String(Math.floor(n * 10) / 10);
  if (value >= 1_000_000) return `${short(value / 1_000_000)}m`;
  if (value >= 1_000) return `${short(value / 1_000)}k`;
  return String(value);
}

export function ProfileOverview({ profile, canManage, children }: { profile: Profile; canManage: boolean; children?: ReactNode }) {
  const about = aboutText(profile);
  return (
    <main className="pb-12">
      {profile.banner && (
        <img src={profile.banner} alt="" className="h-[136px] w-full object-cover md:h-[164px] lg:h-[224px]" />
      )}
      <div className="mx-auto max-w-5xl px-4 pt-10">
        <div className="flex flex-col gap-6 md:flex-row md:items-center">
          <Avatar src={profile.avatar} name={profile.name} size="lg" />
          <div className="flex-1">
            <h1 className="text-3xl font-bold">{profile.name}</h1>
            <p className="text-neutral-500">@{profile.username}</p>
            <p className="mt-2 flex flex-wrap gap-4 text-sm">
              <Count value={profile.followingCount} label="following" />
              <Count value={profile.followersCount} label="followers" />
              {profile.type === 'user' && <Count value={profile.organizations.length} label="organizations" />}
            </p>
          </div>
          {canManage && (
            <AppLink href={manageHref(profile)} className="self-start rounded-full border border-neutral-300 px-5 py-2 font-medium hover:bg-neutral-50 md:self-center">
              Manage
            </AppLink>
          )}
        </div>
        {about && <About text={about} />}
        <SocialLinks social={profile.social} />
        {profile.type === 'user' && profile.organizations.length > 0 && (
          <section className="mt-8" aria-labelledby="profile-organizations">
            <h2 id="profile-organizations" className="font-semibold">
              Organizations
            </h2>
            <ul className="mt-3 flex flex-wrap gap-4">
              {profile.organizations.map((o) => (
                <li key={o.id}>
                  <AppLink href={publicProfileHref(o.username, 'school')} className="flex items-center gap-2 hover:underline">
                    <Avatar src={o.avatar} name={o.name} size="sm" />
                    {o.name}
                  </AppLink>
                </li>
              ))}
            </ul>
          </section>
        )}
        {isEmptyProfile(profile) && <p className="mt-10 rounded-xl bg-neutral-50 px-6 py-10 text-center text-neutral-600">{PROFILE_MESSAGES.empty}</p>}
        {children}
      </div>
    </main>
  );
}

/** About, cut after 3 lines with 'Read more' when it is longer. */
function About({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const ref = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && !expanded) setOverflows(el.scrollHeight > el.clientHeight + 1);
  }, [text, expanded]);
  return (
    <section className="mt-8 max-w-2xl" aria-labelledby="profile-about">
      <h2 id="profile-about" className="font-semibold">
        About
      </h2>
      <p ref={ref} className={`mt-2 whitespace-pre-line text-neutral-700 ${expanded ? '' : 'line-clamp-3'}`}>
        {text}
      </p>
      {(overflows || expanded) && (
        <button type="button" aria-expanded={expanded} className="mt-1 text-sm font-medium underline" onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Read less' : 'Read more'}
        </button>
      )}
    </section>
  );
}

type Social = Profile['social'];

const socialEntries: { key: keyof Social; label: string; href: (value: string) => string }[] = [
  { key: 'instagramUrl', label: 'Instagram', href: (v) => v },
  { key: 'facebookUrl', label: 'Facebook', href: (v) => v },
  { key: 'twitterUrl', label: 'X (Twitter)', href: (v) => v },
  { key: 'youtubeUrl', label: 'YouTube', href: (v) => v },
  { key: 'tiktokUrl', label: 'TikTok', href: (v) => v },
  { key: 'webUrl', label: 'Website', href: (v) => v },
  { key: 'phone', label: 'Phone', href: (v) => `tel:${v.replace(/[^+\d]/g, '')}` },
  { key: 'email', label: 'Email', href: (v) => `mailto:${v}` },
];

/** Only http(s) addresses become links; anything else a profile holds is not followed. */
const safeUrl = (value: string) => /^https?:\/\//i.test(value);

export function SocialLinks({ social }: { social: Social }) {
  const links = socialEntries.flatMap((entry) => {
    const value = social[entry.key]?.trim();
    if (!value) return [];
    if (entry.key !== 'phone' && entry.key !== 'email' && !safeUrl(value)) return [];
    return [{ label: entry.label, href: entry.href(value), external: entry.key !== 'phone' && entry.key !== 'email' }];
  });
  if (links.length === 0) return null;
  return (
    <nav aria-label="Social links" className="mt-6 flex flex-wrap gap-3 text-sm">
      {links.map((link) => (
        <a
          key={link.label}
          href={link.href}
          target={link.external ? '_blank' : undefined}
          rel={link.external ? 'noreferrer noopener' : undefined}
          className="rounded-full border border-neutral-300 px-3 py-1 hover:bg-neutral-50"
        >
          {link.label}
        </a>
      ))}
    </nav>
  );
}
