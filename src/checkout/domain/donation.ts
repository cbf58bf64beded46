import { formatMoney, type Currency } from '../../shared/money.js';
import { DONATION_MAX } from './pricing.js';

/**
 * A viewer's donation to a video's owner: an event-sourced aggregate in stream `donation-<uuid>`, written as
 * a pure decider. It is paid like an order (a destination charge to the owner's connected account, the
 * platform fee taken out of it), and its payment outcome is recorded exactly once.
 */
export const donationStream = (donationId: string) => `donation-${donationId}`;

/** The smallest donation, in minor units of the owner's currency (the largest is the seeds' DONATION_MAX). */
export const DONATION_MIN = 100;
export { DONATION_MAX };
/** The platform's share of a donation, the same figure as of memberships. */
export const DONATION_FEE_PERCENT = 5;

/** The platform fee of a donation: DONATION_FEE_PERCENT of the amount, rounded half up to a minor unit. */
export const donationFee = (amount: number) => Math.floor((amount * DONATION_FEE_PERCENT) / 100 + 0.5);

export const DONATION_MESSAGES = {
  notFound: 'Donation not found',
  off: 'Donations are off for this video',
  ownVideo: 'You cannot donate to your own video',
  started: 'This donation was already started',
} as const;

/** The refusal of an amount outside DONATION_MIN … DONATION_MAX, in the owner's currency. */
export const amountMessage = (currency: Currency) => `Please enter an amount from ${formatMoney(DONATION_MIN, currency)} to ${formatMoney(DONATION_MAX, currency)}.`;

export type DonationStatus = 'pending' | 'paid' | 'failed';
export type DonationPaymentOutcome = 'succeeded' | 'processing' | 'failed' | 'tryAgain';
export type DonationPaymentMethod = 'demo' | 'stripe';

export interface Donor {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** What a donation is for and who gives it, as it was when it started. */
export interface DonationTerms {
  donationId: string;
  video: { id: string; title: string };
  owner: { id: string; username: string };
  donor: Donor;
  /** Minor units of `currency`. */
  amount: number;
  currency: Currency;
}

export interface DonationStarted extends DonationTerms {
  platformFee: number;
  /** The gateway's payment for the amount, and the owner's connected account it pays into. */
  paymentId: string;
  destinationAccount: string | null;
  startedAt: string;
}

/** The published shape (contracts/donation-events.ts): the repository checks that both stay the same. */
export interface DonationPaid extends DonationTerms {
  platformFee: number;
  providerFee: number;
  paymentMethod: DonationPaymentMethod;
  paymentId: string;
  paidAt: string;
}

export type DonationEvent =
  | { type: 'DonationStarted'; data: DonationStarted }
  | { type: 'DonationPaid'; data: DonationPaid }
  /** The payment was cancelled: the donation will not be paid. */
  | { type: 'DonationFailed'; data: { paymentId: string; reason: string; failedAt: string } };

export interface DonationState {
  exists: boolean;
  started: DonationStarted | null;
  status: DonationStatus;
  paidAt: string | null;
}

export const initialState = (): DonationState => ({ exists: false, started: null, status: 'pending', paidAt: null });

export function evolve(state: DonationState, event: DonationEvent): DonationState {
  switch (event.type) {
    case 'DonationStarted':
      return { ...state, exists: true, started: event.data, status: 'pending' };
    case 'DonationPaid':
      return { ...state, status: 'paid', paidAt: event.data.paidAt };
    case 'DonationFailed':
      return { ...state, status: 'failed' };
  }
}

export const fold = (events: readonly DonationEvent[]) => events.reduce(evolve, initialState());

/** A command the donation refuses; `kind` picks the HTTP status. */
export class DonationRejected extends Error {
  constructor(
    message: string,
    readonly kind: 'invalid' | 'unprocessable' | 'not_found' | 'conflict',
  ) {
    super(message);
    this.name = 'DonationRejected';
  }
}

/** Refuses a donation to the donor's own video, and an amount that is not a whole number from DONATION_MIN to DONATION_MAX. */
export function checkDonation(terms: Pick<DonationTerms, 'owner' | 'donor' | 'amount' | 'currency'>): void {
  if (terms.donor.userId === terms.owner.id) throw new DonationRejected(DONATION_MESSAGES.ownVideo, 'unprocessable');
  if (!Number.isInteger(terms.amount) || terms.amount < DONATION_MIN || terms.amount > DONATION_MAX) throw new DonationRejected(amountMessage(terms.currency), 'invalid');
}

export type DonationCommand =
  | { type: 'StartDonation'; terms: DonationTerms; paymentId: string; destinationAccount: string | null; now: Date }
  | { type: 'RecordDonationPayment'; paymentId: string; outcome: DonationPaymentOutcome; reason: string; paymentMethod: DonationPaymentMethod; now: Date };

export function decide(command: DonationCommand, state: DonationState): DonationEvent[] {
  if (command.type === 'StartDonation') {
    if (state.exists) throw new DonationRejected(DONATION_MESSAGES.started, 'conflict');
    checkDonation(command.terms);
    const { terms, paymentId, destinationAccount, now } = command;
    return [{ type: 'DonationStarted', data: { ...terms, platformFee: donationFee(terms.amount), paymentId, destinationAccount, startedAt: now.toISOString() } }];
  }
  const started = state.started;
  if (!started) throw new DonationRejected(DONATION_MESSAGES.notFound, 'not_found');
  // The outcome is recorded once: repeats, late news and news of another payment change nothing.
  if (state.status !== 'pending' || command.paymentId !== started.paymentId) return [];
  switch (command.outcome) {
    case 'succeeded': {
      const { platformFee, paymentId, donationId, video, owner, donor, amount, currency } = started;
      return [
        {
          type: 'DonationPaid',
          data: { donationId, video, owner, donor, amount, currency, platformFee, providerFee: 0, paymentMethod: command.paymentMethod, paymentId, paidAt: command.now.toISOString() },
        },
      ];
    }
    case 'failed':
      return [{ type: 'DonationFailed', data: { paymentId: command.paymentId, reason: command.reason, failedAt: command.now.toISOString() } }];
    // A declined card leaves the payment open for another card; processing is not an outcome yet.
    case 'tryAgain':
    case 'processing':
      return [];
  }
}
