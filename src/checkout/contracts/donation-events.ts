import { publishedEventVersions, type StoredEvent, type Upcasters } from '../../shared/event-store/published-events.js';
import type { Currency } from '../../shared/money.js';

/**
 * The donation events other contexts read from the global feed (reporting): a published contract, apart
 * from the donation decider's own types, versioned like the order events (see order-events.ts).
 */

/** A viewer's donation to a video's owner, paid: the owner's sale of product type ArtistVideo. */
export interface DonationPaid {
  donationId: string;
  video: { id: string; title: string };
  owner: { id: string; username: string };
  donor: { userId: string; firstName: string; lastName: string; email: string };
  /** What the donor paid, in minor units of `currency`. */
  amount: number;
  currency: Currency;
  /** The platform's application fee, taken out of the amount. */
  platformFee: number;
  providerFee: number;
  paymentMethod: 'demo' | 'stripe';
  paymentId: string;
  /** ISO */
  paidAt: string;
}

export type DonationEvent = { type: 'DonationPaid'; data: DonationPaid };
export type DonationEventType = DonationEvent['type'];

/** Each published type's current version. */
export const DONATION_EVENT_VERSIONS: Readonly<Record<DonationEventType, number>> = {
  DonationPaid: 1,
};

const UPCASTERS: Upcasters<DonationEventType> = {};

const versions = publishedEventVersions('donation', DONATION_EVENT_VERSIONS, UPCASTERS);

export const isPublishedDonationEvent = versions.isPublished;
/** The metadata to append with a published donation event. */
export const donationEventMetadata = versions.metadata;
/** A stored donation event in its current shape. */
export const readDonationEvent = (stored: StoredEvent): DonationEvent => versions.read(stored) as DonationEvent;
