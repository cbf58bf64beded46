import { Injectable } from '@nestjs/common';
import { AggregateStreams, publishedEvents, type Aggregate } from '../../shared/event-store/aggregate-streams.js';
import { EventStore } from '../../shared/event-store/event-store.port.js';
import { Refusal, type RefusalKind } from '../../shared/errors.js';
import { donationEventMetadata, isPublishedDonationEvent, readDonationEvent, type DonationEvent as PublishedDonationEvent } from '../contracts/donation-events.js';
import { donationStream, DonationRejected, evolve, fold, type DonationEvent, type DonationState } from '../domain/donation.js';

const REFUSAL: Record<DonationRejected['kind'], RefusalKind> = {
  invalid: 'invalid',
  unprocessable: 'unprocessable',
  not_found: 'not_found',
  conflict: 'conflict',
};

/** The donation's refusal as the API answers it. */
export const donationRefusal = (error: DonationRejected) => new Refusal(REFUSAL[error.kind], error.message);

const DONATION: Aggregate<DonationState, DonationEvent, DonationRejected> = {
  stream: donationStream,
  fold,
  evolve,
  rejected: { error: DonationRejected, refusal: donationRefusal },
  // The decider's events of the published types are the contract's current shapes (contracts/donation-events.ts),
  // checked both ways by the compiler as for orders; the decider's own events are stored as they are.
  ...publishedEvents<DonationEvent, PublishedDonationEvent>({
    isPublished: isPublishedDonationEvent,
    metadata: donationEventMetadata,
    read: readDonationEvent,
    toPublished: (event) => event,
    fromPublished: (event) => event,
    ownEvents: true,
  }),
};

/** Loads donations from their streams and appends what a command decided, deciding again after a concurrent write. */
@Injectable()
export class Donations {
  private readonly streams: AggregateStreams<DonationState, DonationEvent, DonationRejected>;

  constructor(store: EventStore) {
    this.streams = new AggregateStreams(store, DONATION);
  }

  load(donationId: string): Promise<{ state: DonationState; revision: number }> {
    return this.streams.load(donationId);
  }

  /** Whether a payment's reference names a donation (else it names an order). */
  exists(donationId: string): Promise<boolean> {
    return this.streams.exists(donationId);
  }

  /** Decides on the current state and appends the events; returns the new state and the events this call appended. */
  execute(donationId: string, decide: (state: DonationState) => DonationEvent[]): Promise<{ state: DonationState; events: DonationEvent[] }> {
    return this.streams.execute(donationId, decide);
  }
}
