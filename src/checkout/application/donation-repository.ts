import { Injectable } from '@nestjs/common';
import { ConcurrencyError, EventStore, type NewEvent, type RecordedEvent } from '../../shared/event-store/event-store.port.js';
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

type Published = Extract<DonationEvent, { type: PublishedDonationEvent['type'] }>;
const isPublished = (event: DonationEvent): event is Published => isPublishedDonationEvent(event.type);

/*
 * The decider's events of the published types are the contract's current shapes (contracts/donation-events.ts),
 * checked both ways by the compiler as for orders: the decider's event is assigned to the published type when
 * stored, and the published one to the decider's when read.
 */

function toStore(event: DonationEvent): NewEvent<string, object> {
  if (!isPublished(event)) return event;
  const published: PublishedDonationEvent = event;
  return { ...published, metadata: donationEventMetadata(published.type) };
}

function fromStore(recorded: RecordedEvent): DonationEvent {
  if (!isPublishedDonationEvent(recorded.type)) return recorded as unknown as DonationEvent;
  const published: Published = readDonationEvent(recorded);
  return published;
}

/** Loads donations from their streams and appends what a command decided, deciding again after a concurrent write. */
@Injectable()
export class Donations {
  constructor(private readonly store: EventStore) {}

  async load(donationId: string): Promise<{ state: DonationState; revision: number }> {
    const events = await this.store.readStream(donationStream(donationId));
    return { state: fold(events.map(fromStore)), revision: events.length - 1 };
  }

  /** Whether a payment's reference names a donation (else it names an order). */
  async exists(donationId: string): Promise<boolean> {
    return (await this.store.readStream(donationStream(donationId))).length > 0;
  }

  /** Decides on the current state and appends the events; returns the new state and the events this call appended. */
  async execute(donationId: string, decide: (state: DonationState) => DonationEvent[]): Promise<{ state: DonationState; events: DonationEvent[] }> {
    for (let attempt = 0; ; attempt++) {
      const { state, revision } = await this.load(donationId);
      let events: DonationEvent[];
      try {
        events = decide(state);
      } catch (error) {
        if (error instanceof DonationRejected) throw donationRefusal(error);
        throw error;
      }
      if (!events.length) return { state, events };
      try {
        await this.store.appendToStream(donationStream(donationId), events.map(toStore), { expectedRevision: revision < 0 ? 'no_stream' : revision });
        return { state: events.reduce(evolve, state), events };
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= 9) throw error;
      }
    }
  }
}
