import { isPublishedDonationEvent, readDonationEvent, type DonationEvent } from '../../../checkout/contracts/donation-events.js';
import { isPublishedSubscriptionEvent, readSubscriptionEvent, type SubscriptionEvent } from '../../../membership/contracts/subscription-events.js';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import { reportedEvents, type ReportedEvent } from './order-facts.js';

/** An order, subscription or donation event as its contract reads it, with the stored event's id. */
export type ReportedFact = (ReportedEvent | SubscriptionEvent | DonationEvent) & { eventId: string };

/**
 * A batch's order, subscription and donation events in feed order, each read through its contract (a
 * patron's latest name, say, is the one of whichever came last), with the stored event's id.
 */
export const reportedFeed = (events: readonly RecordedEvent[]): ReportedFact[] =>
  events.flatMap((event) =>
    (isPublishedSubscriptionEvent(event.type) ? [readSubscriptionEvent(event)] : isPublishedDonationEvent(event.type) ? [readDonationEvent(event)] : reportedEvents([event])).map(
      (read) => ({ ...read, eventId: event.id }),
    ),
  );
