export { MEMBER_MESSAGES } from '../domain/member-benefits.js';

/** A ticket type of one date, as the tickets list asks about it. */
export interface MemberPriceTicket {
  id: string;
  price: number;
  currency: string;
  visibilityScope: 'secret' | 'member' | 'list' | 'other';
  membershipTierIds: readonly string[];
}

/** One ticket priced with a member benefit, in minor units of the ticket's currency. */
export interface MemberDiscount {
  benefitId: string;
  name: string;
  price: number;
  fee: number;
  cost: number;
  /** What the benefit takes off price and fee together. */
  discount: number;
}

/** What membership means for one ticket type and one viewer. */
export interface MemberTicketTerms {
  id: string;
  /** False for a members-only ticket the viewer may not buy. */
  membersOnlyAllowed: boolean;
  /** One more ticket priced with the viewer's best member benefit that still covers it; null when none does. */
  memberDiscount: MemberDiscount | null;
  /** 'Benefit Exhausted' when benefits cover the ticket but the viewer has used them up; null otherwise. */
  benefitLabel: string | null;
}

/** Facade of checkout: the members-only rule and member prices of a date's tickets for a viewer (null: not signed in). */
export abstract class MemberPrices {
  abstract ticketTerms(event: { id: string; ownerId: string; categoryId: string | null }, tickets: readonly MemberPriceTicket[], viewerId: string | null): Promise<MemberTicketTerms[]>;
}
