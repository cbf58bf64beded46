import { Avatar } from '../ui/avatar';
import { AppLink } from '../ui/app-link';
import { CREATE_EVENT_HREF } from './cta';
import { CtaLink, Hero, inlineLink, Outro, PitchSection } from './parts';
import { SectionNav, useActiveSection, type PageSection } from './section-nav';

/** The event ticketing pitch's sections, in page order (seed 000 "Marketing pages"). */
export const eventTicketingSections: readonly PageSection[] = [
  { id: 'event-management', label: 'Event management' },
  { id: 'flexible-ticketing', label: 'Flexible ticketing' },
  { id: 'fair-priced', label: 'Fair priced' },
  { id: 'testimonials', label: 'Testimonials' },
  { id: 'customizable-and-integrated', label: 'Customizable & integrated' },
  { id: 'developer-zone', label: 'Developer zone' },
  { id: 'marketing-services', label: 'Marketing services' },
  { id: 'more-engagement', label: 'More engagement' },
  { id: 'analytics', label: 'Analytics' },
];

export interface Testimonial {
  text: string;
  title: string;
  name: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    text: 'We moved a whole season onto Limelight in an afternoon. Ticket money reaches our bank without the usual wait, and patrons see the real price before they pay.',
    title: 'Artistic Director, Harbor Street Theatre',
    name: 'Dana Okafor',
  },
  {
    text: 'Six hundred people through two doors in twenty minutes with the check-in app, and the seating chart matches our room seat for seat.',
    title: 'Operations Manager, The Grainhouse',
    name: 'Luis Ferreira',
  },
  {
    text: 'Tickets, memberships and our livestreams finally live in one place. Each stream is waiting for our members as a video the moment it ends.',
    title: 'Founder, Northside Poetry Collective',
    name: 'Priya Natarajan',
  },
];

function Testimonials() {
  return (
    <ul className="mt-6 grid gap-4 md:grid-cols-3">
      {testimonials.map((testimonial) => (
        <li key={testimonial.name}>
          <figure className="flex h-full flex-col justify-between gap-5 rounded-xl border border-neutral-200 bg-white p-5">
            <blockquote className="leading-relaxed text-neutral-700">“{testimonial.text}”</blockquote>
            <figcaption className="flex items-center gap-3">
              <Avatar name={testimonial.name} />
              <span>
                <span className="block font-semibold">{testimonial.name}</span>
                <span className="block text-sm text-neutral-500">{testimonial.title}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** /for-venues-and-event-creators: the event ticketing pitch, with its sticky section navigation. */
export function EventTicketingPitch() {
  const active = useActiveSection(eventTicketingSections);
  return (
    <>
      <Hero
        eyebrow="Event ticketing"
        title="Sell out your shows, keep your revenue"
        actions={
          <>
            <CtaLink href={CREATE_EVENT_HREF}>Create An Event</CtaLink>
            <CtaLink href="/pages/fees" look="outline">
              See the fees
            </CtaLink>
          </>
        }
      >
        <p>
          Ticketing for venues, festivals and event creators at <strong>$0.69 + 1% per ticket</strong>, with payouts straight to your bank and zero fees on
          in-person card payments.
        </p>
      </Hero>
      <SectionNav sections={eventTicketingSections} active={active} />
      <PitchSection
        id="event-management"
        title="Event management"
        lead="Publish a one-off show or a season of recurring dates from a single page, then run every date from the same dashboard."
        features={[
          { title: 'Create in minutes', text: 'Fill in the simple form, or describe your event to Jaan, our AI assistant, and review the draft it writes for you.' },
          { title: 'Recurring dates', text: 'Add as many dates as you need; buyers pick theirs from a calendar that shows what is sold out.' },
          { title: 'Check-in app', text: 'Scan QR tickets at the door from any phone, add guests and see who has arrived in real time.' },
        ]}
      />
      <PitchSection
        id="flexible-ticketing"
        title="Flexible ticketing"
        lead="Sell the tickets your room calls for, in person and online."
        features={[
          { title: 'Seating charts', text: 'Draw your room once, then sell reserved seats, sections and general admission side by side.' },
          { title: 'Promo codes and presales', text: 'Secret codes, member discounts, limited presales and donations at checkout.' },
          { title: 'In-person and streaming', text: 'Sell seats in the room and streaming tickets for the same date, each with its own price and capacity.' },
        ]}
      />
      <PitchSection
        id="fair-priced"
        title="Fair priced"
        lead={
          <>
            One simple fee: $0.69 + 1% per paid ticket. A $20.00 ticket carries $0.89, free tickets cost nothing, and card payments taken in person at your door carry
            no Limelight fee. See{' '}
            <AppLink href="/pages/fees" className={inlineLink}>
              all fees
            </AppLink>
            .
          </>
        }
        features={[
          { title: 'No wait on payouts', text: 'Payments go straight to your connected bank account, not into a balance we hold until after the show.' },
          { title: 'Zero fees in person', text: 'Take cards at the door with a card reader and keep every cent of the Limelight fee.' },
          {
            title: '33% back to creators',
            text: (
              <>
                A third of our fees goes to the{' '}
                <AppLink href="/ucif" className={inlineLink}>
                  Universal Creator Income Fund
                </AppLink>
                , so every ticket you sell pays artists.
              </>
            ),
          },
        ]}
      />
      <PitchSection id="testimonials" title="Testimonials" lead="Venues and creators who sell with Limelight.">
        <Testimonials />
      </PitchSection>
      <PitchSection
        id="customizable-and-integrated"
        title="Customizable & integrated"
        lead="Your brand on every page, and your tickets wherever your audience already is."
        features={[
          { title: 'Embeddable calendar', text: 'Drop your events calendar into your own website in your colours, as a list or a grid, with search and dates.' },
          { title: 'Widgets and links', text: 'Share an event page or a checkout link anywhere: in your newsletter, your bio or your posts.' },
          { title: 'Your tracking', text: 'Connect Google Analytics, Google Tag Manager or a Meta pixel to your profile and measure every campaign.' },
        ]}
      />
      <PitchSection
        id="developer-zone"
        title="Developer zone"
        lead="An open API and webhooks for teams that want Limelight inside their own systems."
        features={[
          { title: 'Webhooks', text: 'Signed notifications for orders, refunds and memberships, retried until your server answers.' },
          { title: 'Open API', text: 'Public events, profiles and calendars through a documented OpenAPI interface, ready for your site or app.' },
          { title: 'Delivery logs', text: 'Every delivery is logged with its payload and your server’s answer, so you can see exactly what arrived.' },
        ]}
      />
      <PitchSection
        id="marketing-services"
        title="Marketing services"
        lead="Fill the room, not just the calendar."
        features={[
          { title: 'Featured placement', text: 'Your events appear across Limelight’s Explore pages, where audiences look for their next night out.' },
          { title: 'Campaigns with our team', text: 'Our marketing team plans and runs paid and social campaigns for your season with you.' },
          { title: 'Promoter links', text: 'Give partners and artists their own links and see which ones sell.' },
        ]}
      />
      <PitchSection
        id="more-engagement"
        title="More engagement"
        lead="Turn one night into a lasting relationship with your audience."
        features={[
          { title: 'Followers', text: 'Visitors follow your profile and hear about every event you publish.' },
          { title: 'Memberships', text: 'Offer tiers with member-only tickets, discounts and videos, billed monthly or yearly.' },
          { title: 'Streaming to video on demand', text: 'Stream your show live; the recording becomes a video your members can watch afterwards.' },
        ]}
      />
      <PitchSection
        id="analytics"
        title="Analytics"
        lead="Know who comes, what sells and what it earns."
        features={[
          { title: 'Revenue and orders', text: 'Sales, fees and payouts per event and per day, exportable to CSV.' },
          { title: 'Patron CRM', text: 'Every patron’s orders, memberships and attendance in one record, ready for your next mailing.' },
          { title: 'Activity', text: 'A live feed of sales, refunds and check-ins as they happen.' },
        ]}
      />
      <Outro
        title="Ready for your next event?"
        actions={
          <>
            <CtaLink href={CREATE_EVENT_HREF}>Create An Event</CtaLink>
            <CtaLink href="/discover/featured" look="light">
              Explore
            </CtaLink>
          </>
        }
      >
        Publish it today and start selling in minutes. No contract, no monthly fee.
      </Outro>
    </>
  );
}
