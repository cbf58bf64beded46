import { CREATE_EVENT_HREF } from './cta';
import { CtaLink, Hero, Outro, PitchSection } from './parts';

/** /for-venues-and-event-creators/streaming. */
export function StreamingPitch() {
  const cta = <CtaLink href={CREATE_EVENT_HREF}>Create An Event</CtaLink>;
  return (
    <>
      <Hero eyebrow="Streaming" title="Every seat in the house, anywhere in the world" actions={cta}>
        <p>Sell streaming tickets beside your in-person ones, broadcast from the software you already use, and keep every show as video on demand.</p>
      </Hero>
      <PitchSection
        title="Go live in minutes"
        lead="Point your streaming software at Limelight and your show is live for every ticket holder."
        features={[
          { title: 'RTMP ingest', text: 'Works with OBS, vMix, Streamyard and hardware encoders: copy the stream address and key, press Go Live.' },
          { title: 'Watch on any screen', text: 'Adaptive streaming that plays in every modern browser, on phones, tablets and laptops.' },
          { title: 'Only for ticket holders', text: 'Stream links are signed and expire, so your show stays with the people who paid for it.' },
        ]}
      />
      <PitchSection
        title="From live to video on demand"
        lead="When the stream ends, the recording becomes a video in your library automatically."
        features={[
          { title: 'Automatic recording', text: 'No exports or uploads: the recording is processed and ready to publish.' },
          { title: 'Members-only replays', text: 'Publish a replay for everyone, or keep it for members of the tiers you choose.' },
          { title: 'Your library', text: 'Upload your other videos beside your streams and show them on your profile.' },
        ]}
      />
      <PitchSection
        title="Priced like a ticket"
        lead="Streaming tickets carry the same fee as any other: $0.69 + 1% per ticket, paid out straight to your bank."
        features={[
          { title: 'Hybrid events', text: 'One event, two kinds of tickets: in the room and online, with separate capacities.' },
          { title: 'Reach past the room', text: 'Sell to audiences who cannot travel, without adding a seat.' },
          { title: 'Reports included', text: 'Online and in-person sales side by side in your revenue reports.' },
        ]}
      />
      <Outro title="Put your next show online" actions={cta}>
        Create the event, add a streaming ticket and start selling.
      </Outro>
    </>
  );
}
