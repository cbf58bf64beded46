import { SUPPORT_EMAIL } from '../../../lib/site';

const SERVICES = [
  { title: 'Social media marketing', text: 'Posts, stories and short videos that put your events in front of the people who follow your scene.' },
  { title: 'Ad campaigns', text: 'Paid campaigns on social networks and search, planned around your on-sale dates and measured in tickets sold.' },
  { title: 'Email marketing', text: 'Announcements and reminders to your patrons and followers, written and scheduled for you.' },
  { title: 'Artist contracts', text: 'Booking and performance agreements drafted and negotiated so that every show starts on clear terms.' },
  { title: 'Event and artist listings', text: 'Your events and artists listed on the calendars, guides and directories your audience reads.' },
] as const;

/** /manage/{username}/marketing/services (seed 001 §2.5): what Limelight's marketing team offers, and how to ask for a quote. */
export function ServicesPage() {
  return (
    <section aria-labelledby="marketing-services" className="max-w-3xl">
      <h2 id="marketing-services" className="text-xl font-semibold">
        Marketing services
      </h2>
      <p className="mt-2 text-neutral-700">Fill your seats with the help of Limelight’s marketing team, from the first announcement to the last ticket.</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {SERVICES.map((service) => (
          <li key={service.title} className="rounded-xl border border-neutral-200 bg-white p-5">
            <h3 className="font-semibold">{service.title}</h3>
            <p className="mt-1 text-sm text-neutral-700">{service.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8 rounded-xl bg-neutral-50 p-5">
        For a quote, contact us at{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium underline">
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
    </section>
  );
}
