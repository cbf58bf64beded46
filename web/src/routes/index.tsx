import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/')({ component: Home });

const sections = [
  {
    title: 'For venues and event creators',
    text: 'Sell tickets at $0.69 + 1% per ticket with payouts straight to your bank, an open API, signed webhooks, an embeddable calendar and reports you can query.',
    href: '/for-venues-and-event-creators',
  },
  {
    title: 'For artists',
    text: 'Recurring memberships, event ticketing and videos in one place, so your audience can support you directly.',
    href: '/for-artists',
  },
  {
    title: 'For patrons',
    text: 'Discover events, follow the creators you love and buy tickets knowing 33% of our fees go to the Universal Creator Income Fund.',
    href: '/discover/featured',
  },
];

function Home() {
  return (
    <main>
      <section className="mx-auto max-w-7xl px-4 py-16 md:py-24">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight md:text-6xl">Economic infrastructure for the arts</h1>
        <p className="mt-6 max-w-2xl text-lg text-neutral-600">
          Limelight is where artists, venues and organisations sell event tickets and memberships, publish videos and understand their audience.
        </p>
        <div className="mt-8 flex gap-3">
          <a href="/event/new" className="rounded-full bg-brand px-6 py-3 font-medium text-white">
            Create An Event
          </a>
          <a href="/discover/featured" className="rounded-full border border-neutral-300 px-6 py-3 font-medium">
            Explore
          </a>
        </div>
      </section>
      <section className="mx-auto grid max-w-7xl gap-6 px-4 md:grid-cols-3">
        {sections.map((section) => (
          <a key={section.title} href={section.href} className="rounded-xl border border-neutral-200 p-6 hover:border-brand">
            <h2 className="text-xl font-semibold">{section.title}</h2>
            <p className="mt-3 text-neutral-600">{section.text}</p>
          </a>
        ))}
      </section>
    </main>
  );
}
