import type { AttendeeInput, PersonInput } from '../../domain/buyer-info.js';

export interface ConfirmBody {
  buyerAttributes: PersonInput;
  attendeesAttributes?: AttendeeInput[];
  marketingConsentOwner?: boolean;
  /** The seeds' marketingConsentViewcy: consent to the platform's own news. */
  marketingConsentViewcy?: boolean;
  /** Reserved seating: the buyer's seat session, and the seat labels its page shows as held. */
  seatsHoldToken?: string | null;
  seatsReserved?: string[];
}

export class ConfirmOrderCommand {
  constructor(
    readonly orderId: string,
    readonly body: ConfirmBody,
  ) {}
}
