import { useLayoutEffect, useRef, useState } from 'react';
import type { Profile } from '../api/accounts';
import type { ProfileContent } from '../profile-rules';

/** The About text or nothing; descriptions may hold sanitised HTML, shown here as plain text. */
export function aboutText(profile: Profile): string {
  const html = profile.fullDescription || profile.description;
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').trim();
}

/** What the profile has to show, for the tab rule. */
export const profileContent = (profile: Profile): ProfileContent => ({
  hasMembershipTiers: profile.hasMembershipTiers,
  hasEvents: profile.hasEvents,
  hasVideos: profile.hasVideos,
  hasAbout: aboutText(profile) !== '',
});

/** About, cut after 3 lines with 'Read more' when it is longer. */
export function About({ text }: { text: string }) {
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

/** The About tab: the whole About and the social links. */
export function FullAbout({ profile }: { profile: Profile }) {
  return (
    <section aria-label="About" className="mt-8 max-w-2xl">
      <p className="whitespace-pre-line text-neutral-700">{aboutText(profile)}</p>
      <SocialLinks social={profile.social} />
    </section>
  );
}
