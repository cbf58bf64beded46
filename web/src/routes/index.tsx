import { createFileRoute } from '@tanstack/react-router';
import { AppLink } from '../components/ui/app-link';

export const Route = createFileRoute('/')({ component: Home });

/** Seed 000 §1: the tagline and one section each for venues and event creators, artists and patrons. */
const sections = [
  {
    id: 'venues-and-event-creators',
    title: 'For venues and event creators',
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
    points: [
      'Discover events, follow the artists and venues you love and hear when they announce something new.',
      'Buy tickets and memberships directly from the people who make the work.',
      '33% of Limelight’s fees go to the Universal Creator Income Fund, and every ticket helps preserve cultural heritage.',
    ],
    cta: { label: 'Explore', href: '/discover/featured' },
  },
];

function Home() {
  return (
    <main>
      <AppLink href="/ucif" className="block bg-neutral-900 px-4 py-2 text-center text-sm text-white hover:underline">
        33% of our fees go to the Universal Creator Income Fund. Learn more
      </AppLink>
      <section className="mx-auto max-w-7xl px-4 py-16 md:py-24">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight md:text-6xl">
          Economic infrastructure for the <span className="text-brand">arts</span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-neutral-600">
          Limelight is where artists, venues and organisations sell event tickets and memberships, publish videos and get to know their audience.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <AppLink href="/event/new" className="rounded-full bg-brand px-6 py-3 font-medium text-white hover:opacity-90">
            Create An Event
          </AppLink>
          <AppLink href="/discover/featured" className="rounded-full border border-neutral-300 px-6 py-3 font-medium hover:bg-neutral-50">
            Explore
          </AppLink>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 md:grid-cols-3">
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="flex flex-col rounded-xl border border-neutral-200 p-6">
            <h2 id={section.id} className="text-xl font-semibold">
              {section.title}
            </h2>
            <ul className="mt-4 flex flex-1 list-disc flex-col gap-2 pl-5 text-neutral-600">
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <AppLink href={section.cta.href} className="mt-6 font-medium text-brand hover:underline">
              {section.cta.label} →
            </AppLink>
          </section>
        ))}
      </div>
    </main>
  );
}
