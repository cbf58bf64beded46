import { CtaLink, Hero, Outro, PitchSection } from './parts';

/** /for-artists/label-services: distribution, marketing and funding. */
export function LabelServicesPitch({ membershipsHref }: { membershipsHref: string }) {
  return (
    <>
      <Hero eyebrow="Label services" title="The support of a label, without giving up your rights">
        <p>Distribution, marketing and funding for independent artists, built on the audience you grow on Limelight.</p>
      </Hero>
      <PitchSection
        title="Distribution"
        lead="Get your music and films in front of listeners and viewers everywhere."
        features={[
          { title: 'Streaming services', text: 'Release to the major music and video platforms from one place.' },
          { title: 'Keep your masters', text: 'You own your recordings and keep control of where and how they are released.' },
          { title: 'Your own channel', text: 'Publish videos on your Limelight profile, free for all or for members only.' },
        ]}
      />
      <PitchSection
        title="Marketing"
        lead="A team that plans your release and your tour with you."
        features={[
          { title: 'Release campaigns', text: 'Paid and social campaigns for your releases and shows.' },
          { title: 'Featured on Limelight', text: 'Placement on Limelight’s Explore pages and in the network of artists.' },
          { title: 'Followers', text: 'Fans who follow you hear about every event you publish.' },
        ]}
      />
      <PitchSection
        title="Funding"
        lead="Money to make the work, from sources that keep you independent."
        features={[
          { title: 'Memberships', text: 'Monthly support from the fans who care most about your work.' },
          { title: 'Universal Creator Income Fund', text: 'A third of Limelight’s fees goes back to creators through the fund.' },
          { title: 'Ticket revenue, paid out fast', text: 'Ticket money goes straight to your bank, without waiting for the show to end.' },
        ]}
      />
      <Outro
        title="Start with your fans"
        actions={
          <>
            <CtaLink href={membershipsHref}>Set up memberships</CtaLink>
            <CtaLink href="/help" look="light">
              Questions? Visit Help
            </CtaLink>
          </>
        }
      >
        Memberships are the first step: build a community that funds your next release.
      </Outro>
    </>
  );
}
