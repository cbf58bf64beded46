import { AppLink } from '../ui/app-link';
import { CREATE_EVENT_HREF } from './cta';
import { CtaLink, Hero, inlineLink, Outro, PitchSection } from './parts';

/** /for-artists/event-ticketing: selling shows as an artist. */
export function ArtistEventTicketingPitch() {
  const cta = <CtaLink href={CREATE_EVENT_HREF}>Create An Event</CtaLink>;
  return (
    <>
      <Hero eyebrow="Event ticketing" title="Sell your own shows" actions={cta}>
        <p>House concerts, club nights, tours and livestreams: sell tickets under your own name and get paid without the wait.</p>
      </Hero>
      <PitchSection
        title="Your shows, your page"
        lead="Every event lives on your profile, where your followers find it and hear about it first."
        features={[
          { title: 'With venues and collaborators', text: 'Invite the venue and fellow artists as collaborators; the event shows on each of their profiles.' },
          { title: 'In person and online', text: 'Sell seats in the room and streaming tickets for the same show.' },
          { title: 'Member perks', text: 'Give your members early access, discounts or free tickets.' },
        ]}
      />
      <PitchSection
        title="Fair, fast money"
        lead={
          <>
            $0.69 + 1% per ticket, no fee on free tickets and zero fees on card payments you take in person. See{' '}
            <AppLink href="/pages/fees" className={inlineLink}>
              all fees
            </AppLink>
            .
          </>
        }
        features={[
          { title: 'Paid straight to your bank', text: 'No waiting until after the show for your money.' },
          { title: 'Check-in app', text: 'Scan tickets at the door from your phone.' },
          { title: 'Know your audience', text: 'See who bought, where sales came from and who came back.' },
        ]}
      />
      <Outro
        title="Book your next show"
        actions={
          <>
            {cta}
            <CtaLink href="/discover/featured" look="light">
              Explore
            </CtaLink>
          </>
        }
      >
        Create the event, share the link, and start selling.
      </Outro>
    </>
  );
}
