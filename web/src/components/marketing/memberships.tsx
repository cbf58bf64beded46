import { AppLink } from '../ui/app-link';
import { CtaLink, Hero, inlineLink, Outro, PitchSection } from './parts';

const copy = {
  venues: {
    eyebrow: 'Memberships',
    title: 'Recurring income for your venue',
    lead: 'Turn regulars into members. Offer tiers with perks, bill them monthly or yearly, and count on income that does not depend on one night’s sales.',
    outro: 'Set up your first tier in a few minutes; members can join as soon as you publish it.',
  },
  artists: {
    eyebrow: 'For artists',
    title: 'Get paid by the fans who love your work',
    lead: 'Memberships let your audience support you every month. Give members early tickets, discounts and videos only they can watch, and keep the relationship with your fans.',
    outro: 'Create your tiers, share your membership page and start earning from your community.',
  },
} as const;

/** The memberships pitch for venues (a tab of /for-venues-and-event-creators) or artists (/for-artists); the call to action comes from the page. */
export function MembershipsPitch({ audience, ctaHref }: { audience: keyof typeof copy; ctaHref: string }) {
  const text = copy[audience];
  const cta = <CtaLink href={ctaHref}>Set up memberships</CtaLink>;
  return (
    <>
      <Hero eyebrow={text.eyebrow} title={text.title} actions={cta}>
        <p>{text.lead}</p>
      </Hero>
      <PitchSection
        title="Tiers that fit your community"
        lead="Create as many tiers as you like, each with its own price, billing period and benefits."
        features={[
          { title: 'Monthly or yearly', text: 'Members pay by card through Stripe Billing; renewals and receipts happen on their own.' },
          { title: 'Benefits that count', text: 'Member-only tickets, discounts on every event and a set number of free tickets per period.' },
          { title: 'Public or private', text: 'Show your tiers on your profile, or keep the membership page private and share its link with those you invite.' },
        ]}
      />
      <PitchSection
        title="Members get more"
        lead="Perks members can feel, applied automatically at checkout."
        features={[
          { title: 'Members-only videos', text: 'Recordings and extras only your members can watch; everyone else sees them blurred on your profile.' },
          { title: 'Early access', text: 'Put tickets on sale to members first, before the general public.' },
          { title: 'Add members yourself', text: 'Bring in existing supporters by e-mail; they claim their membership with the link we send them.' },
        ]}
      />
      <PitchSection
        title="Fair to you and your members"
        lead={
          <>
            Payments go straight to your own Stripe account, and a third of Limelight’s fees goes to the{' '}
            <AppLink href="/ucif" className={inlineLink}>
              Universal Creator Income Fund
            </AppLink>
            . See{' '}
            <AppLink href="/pages/fees" className={inlineLink}>
              our fees
            </AppLink>
            .
          </>
        }
        features={[
          { title: 'Your members, your data', text: 'Every member’s tier, status and history in your patron CRM, and in your reports.' },
          { title: 'Self-service', text: 'Members update their card or cancel from their own account, so you never chase a payment by hand.' },
          { title: 'Webhooks', text: 'Memberships started, renewed and ended reach your own systems as they happen.' },
        ]}
      />
      <Outro title="Start your membership program" actions={cta}>
        {text.outro}
      </Outro>
    </>
  );
}
