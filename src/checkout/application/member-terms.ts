import { Injectable } from '@nestjs/common';
import { MembershipAccess } from '../../membership/contracts/membership-access.js';
import { membersOnlyAllowed } from '../../membership/contracts/members-only.js';
import { asCurrency } from '../../shared/money.js';
import { MemberPrices, type MemberPriceTicket, type MemberTicketTerms } from '../contracts/member-prices.js';
import { MEMBER_MESSAGES, memberTicketPrice, oldestCountedRedemption, usableBenefits, type UsableBenefit } from '../domain/member-benefits.js';
import { CheckoutQueries } from './ports/checkout-queries.port.js';

export interface CheckoutEvent {
  id: string;
  ownerId: string;
  categoryId: string | null;
}

/** What membership gives one buyer at one event. */
export interface BuyerMembership {
  /** Whether the buyer may take a members-only ticket listing these tiers. */
  mayBuyMembersOnly: (ticket: { membershipTierIds: readonly string[] }) => boolean;
  benefits: UsableBenefit[];
}

/** The membership side of checkout: who may buy members-only tickets, and the benefits a signed-in member gets. */
@Injectable()
export class MemberTerms extends MemberPrices {
  constructor(
    private readonly access: MembershipAccess,
    private readonly queries: CheckoutQueries,
  ) {
    super();
  }

  /**
   * Guests (no user) hold no tiers and get no benefits. Whether the owner has tiers matters only for
   * members-only tickets, so a guest at a date that offers none costs no lookup.
   */
  async forBuyer(event: CheckoutEvent, userId: string | null, now: Date, offered: readonly { visibilityScope: string }[]): Promise<BuyerMembership> {
    const membersOnlyOffered = offered.some((ticket) => ticket.visibilityScope === 'member');
    const [ownerHasTiers, heldTierIds] = await Promise.all([
      membersOnlyOffered ? this.access.ownerHasTiers(event.ownerId) : false,
      userId ? this.access.heldTierIds(event.ownerId, userId) : [],
    ]);
    const mayBuyMembersOnly = (ticket: { membershipTierIds: readonly string[] }) => membersOnlyAllowed({ membersOnly: true, tierIds: ticket.membershipTierIds }, { ownerHasTiers, heldTierIds });
    if (!userId || !heldTierIds.length) return { mayBuyMembersOnly, benefits: [] };
    const benefits = await this.access.benefitsOf(event.ownerId, heldTierIds);
    const limited = benefits.filter((b) => b.quantity !== null).map((b) => b.id);
    const redemptions = limited.length ? await this.queries.benefitRedemptions(userId, limited, { eventId: event.id, since: oldestCountedRedemption(now) }) : [];
    return { mayBuyMembersOnly, benefits: usableBenefits(benefits, event, redemptions, now) };
  }

  async ticketTerms(event: CheckoutEvent, tickets: readonly MemberPriceTicket[], viewerId: string | null): Promise<MemberTicketTerms[]> {
    const buyer = await this.forBuyer(event, viewerId, new Date(), tickets);
    return tickets.map((ticket) => {
      const currency = asCurrency(ticket.currency);
      const { price, exhausted } = memberTicketPrice({ ticketTypeId: ticket.id, price: ticket.price }, currency, buyer.benefits);
      return {
        id: ticket.id,
        membersOnlyAllowed: ticket.visibilityScope !== 'member' || buyer.mayBuyMembersOnly(ticket),
        memberDiscount: price?.benefit
          ? { benefitId: price.benefit.id, name: price.benefit.name, price: price.price, fee: price.fee, cost: price.price + price.fee, discount: price.discount }
          : null,
        benefitLabel: exhausted ? MEMBER_MESSAGES.exhausted : null,
      };
    });
  }
}
