import type { AttendeeInput, PersonInput } from '../../domain/buyer-info.js';

export interface ConfirmBody {
  buyerAttributes: PersonInput;
  attendeesAttributes?: AttendeeInput[];
  marketingConsentOwner?: boolean;
  /** The seeds' marketingConsentViewcy: consent to the platform's own news. */
  marketingConsentViewcy?: boolean;
}

export class ConfirmOrderCommand {
  constructor(
    readonly orderId: string,
    readonly body: ConfirmBody,
  ) {}
}
