import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AppLink } from '../components/ui/app-link';
import { profileCardsQuery } from '../features/accounts/api/profile-cards';
import { ProfileCard } from '../features/accounts/components/profile-card';
import { HOME_NAME_LENGTH } from '../features/accounts/names';
import { videoCardsQuery } from '../features/media/api/videos';
import { VideoGrid } from '../features/media/components/video-grid';
import { eventCardsQuery } from '../features/ticketing/api/event-cards';
import { EventGrid } from '../features/ticketing/components/event-grid';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/')({ component: Home });

/** How many featured events, artists and new videos the home page shows. */
export const HOME_FEATURED_EVENTS = 8;
export const HOME_ARTISTS = 8;
export const HOME_VIDEOS = 6;

/** Seed 000 §1: the tagline and one section each for venues and event creators, artists and patrons. */
const sections = [
  {
    id: 'venues-and-event-creators',
    title: 'For venues and event creators',
    accent: 'from-rose-500 to-brand',
    points: [
      'Ticketing at $0.69 + 1% per ticket, and zero fees on in-person card payments.',
      'No wait on payouts: the money goes straight to your bank.',
      'An open API, webhooks, an embeddable calendar and widgets.',
      'Memberships, streaming, patron CRM and analytics in the same place.',
    ],
    cta: { label: 'For Event Creators', href: '/for-venues-and-event-creators' },
  },
  {
    id: 'artists',
    title: 'For artists',
    accent: 'from-amber-400 to-orange-600',
    points: [
      'Memberships your audience subscribes to, month by month or by the year.',
      'Event ticketing for your own shows.',
      'Label services: distribution, marketing and funding.',
    ],
    cta: { label: 'For Artists', href: '/for-artists' },
  },
  {
    id: 'patrons',
    title: 'For patrons',
    accent: 'from-violet-500 to-indigo-700',
    points: [
      'Discover events, follow the artists and venues you love and hear when they announce something new.',
      'Buy tickets and memberships directly from the people who make the work.',
      '33% of Limelight’s fees go to the Universal Creator Income Fund, and every ticket helps preserve cultural heritage.',
    ],
    cta: { label: 'Explore', href: '/discover/featured' },
  },
];

function Home() {
  useDocumentMeta('');
  const featured = useQuery(eventCardsQuery({ featured: 'true', page: 1, perPage: HOME_FEATURED_EVENTS }));
  const artists = useQuery(profileCardsQuery({ type: 'user', page: 1, perPage: HOME_ARTISTS }));
  const videos = useQuery(videoCardsQuery({ page: 1, perPage: HOME_VIDEOS }));

  return (
    <main className="pb-20">
      <AppLink href="/ucif" className="block bg-neutral-900 px-4 py-2 text-center text-sm text-white hover:underline">
        33% of our fees go to the Universal Creator Income Fund. Learn more
      </AppLink>
      <section className="relative overflow-hidden bg-gradient-to-b from-rose-50 via-white to-white">
        <div aria-hidden="true" className="pointer-events-none absolute -top-32 -right-32 h-96 w-96 rounded-full bg-brand/10 blur-3xl" />
        <div className="relative mx-auto max-w-7xl px-4 py-16 md:py-24">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight md:text-6xl">
            Economic infrastructure for the <span className="text-brand">arts</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-neutral-600">
            Limelight is where artists, venues and organisations sell event tickets and memberships, publish videos and get to know their audience.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <AppLink href="/event/new" className="rounded-full bg-brand px-6 py-3 font-medium text-white shadow-sm hover:opacity-90">
              Create An Event
            </AppLink>
            <AppLink href="/discover/featured" className="rounded-full border border-neutral-300 bg-white px-6 py-3 font-medium hover:bg-neutral-50">
              Explore
            </AppLink>
          </div>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 md:grid-cols-3">
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="flex flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm">
            <div aria-hidden="true" className={`h-2 bg-gradient-to-r ${section.accent}`} />
            <div className="flex flex-1 flex-col p-6">
              <h2 id={section.id} className="text-xl font-semibold">
                {section.title}
              </h2>
              <ul className="mt-4 flex flex-1 flex-col gap-3 text-neutral-600">
                {section.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-brand" />
                    {point}
                  </li>
                ))}
              </ul>
              <AppLink href={section.cta.href} className="mt-6 font-medium text-brand hover:underline">
                {section.cta.label} →
              </AppLink>
            </div>
          </section>
        ))}
      </div>

      <HomeSection id="featured-events" title="Featured events" more={{ label: 'See all events', href: '/discover/featured' }}>
        {featured.data && featured.data.data.length > 0 ? (
          <EventGrid label="Featured events" events={featured.data.data} />
        ) : (
          <p className="text-neutral-500" aria-busy={featured.isLoading}>
            {featured.isLoading ? 'Loading events…' : 'No featured events right now. Check back soon.'}
          </p>
        )}
      </HomeSection>

      <HomeSection id="creative-network" title="A creative network of artists" more={{ label: 'Find more artists', href: '/search?tab=profiles' }}>
        {artists.data && artists.data.data.length > 0 ? (
          <ul aria-label="Artists" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {artists.data.data.map((profile) => (
              <li key={profile.id} className="flex">
                <ProfileCard profile={profile} nameLength={HOME_NAME_LENGTH} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-neutral-500" aria-busy={artists.isLoading}>
            {artists.isLoading ? 'Loading artists…' : 'Artists will appear here as they join.'}
          </p>
        )}
      </HomeSection>

      {videos.data && videos.data.data.length > 0 && (
        <HomeSection id="new-videos" title="New videos" more={{ label: 'See all videos', href: '/discover/all' }}>
          <VideoGrid videos={videos.data.data} />
        </HomeSection>
      )}
    </main>
  );
}

function HomeSection({ id, title, more, children }: { id: string; title: string; more: { label: string; href: string }; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto mt-20 max-w-7xl px-4">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <h2 id={id} className="text-2xl font-bold tracking-tight md:text-3xl">
          {title}
        </h2>
        <AppLink href={more.href} className="font-medium text-brand hover:underline">
          {more.label} →
        </AppLink>
      </div>
      {children}
    </section>
  );
}
