import { uploadUrl } from '../../media/contracts/uploads.js';
import type { OwnerTracking, ProfileSummary } from '../../accounts/contracts/profile-directory.js';
import { DEFAULT_CURRENCY } from '../../shared/money.js';
import { deriveSchedule, type AccessSetting, type BannerMessage, type CheckoutQuestion, type DonationSettings, type EventTheme } from '../domain/event-rules.js';
import { ticketCapacity, type TicketingEvent, type TicketType } from '../domain/event.js';
import { codesAvailable, isOffered, publicTicketRow, type PublicTicketRow, type TicketStatus } from '../domain/ticket-offer.js';
import type { MemberBenefit } from '../../membership/contracts/membership-access.js';
import { MEMBER_MESSAGES, type MemberDiscount, type MemberTicketTerms } from '../../checkout/contracts/member-prices.js';
import { shownTo } from './list-ticket-access.js';
import type { EventContents } from './ports/ticketing-queries.port.js';

export interface OwnerView {
  id: string;
  name: string;
  username: string;
  type: 'user' | 'school';
  avatar: string | null;
}

export interface EventDateView {
  id: string;
  startsAt: string;
  endsAt: string | null;
  doorTime: string | null;
  past: boolean;
  soldOut: boolean;
}

/** The public row of a ticket type with what the event page adds to it, and what membership means for the viewer. */
export interface TicketTypeView extends Omit<PublicTicketRow, 'status'> {
  /** 'members_only': a members-only ticket the viewer may not buy. */
  status: TicketStatus | 'members_only';
  quantity: number;
  startsSalesAt: string | null;
  endsSalesAt: string | null;
  timezone: string;
  visibilityScope: 'secret' | 'member' | 'list' | 'other';
  category: 'Admission' | 'Add on';
  membershipTierIds: string[];
  memberDiscount: MemberDiscount | null;
  benefitLabel: string | null;
  /** List tickets: the share code that unlocked the row (null when the viewer is on one of its lists, and on other tickets). */
  customUserListsCode: string | null;
  /** List tickets: how many tickets a listed buyer's share code buys others (null: no share codes). */
  initialQuantityPerCode: number | null;
  /** List tickets unlocked by a share code: the tickets left on it (null otherwise). */
  quantityPerCode: number | null;
}

export interface EventView {
  id: string;
  name: string;
  description: string;
  poster: string | null;
  posterUploadId: string | null;
  images: string[];
  imageUploadIds: string[];
  videoUrl: string | null;
  timezone: string;
  startsAt: string | null;
  endsAt: string | null;
  doorTime: string | null;
  nextEvent: { id: string } | null;
  finalEvent: { id: string; startsAt: string; doorTime: string | null } | null;
  futureEventCount: number;
  dates: EventDateView[];
  locationSetting: 'tba' | 'other';
  location: { name: string | null; address: string | null; latitude: number | null; longitude: number | null };
  category: { id: string; name: string } | null;
  tags: string[];
  owner: OwnerView;
  collaborators: { id: string; name: string; username: string; type: 'user' | 'school'; avatar: string | null; teachingId: string; canManage: boolean }[];
  published: boolean;
  private: boolean;
  canManage: boolean;
  accessSetting: AccessSetting | null;
  refundsAllowed: boolean;
  inPersonTicketsAvailable: boolean;
  onlineTicketsAvailable: boolean;
  inPersonTicketsSoldOut: boolean;
  /** Whether a code (secret ticket, list share code, promo code) could apply to in-person tickets of an upcoming date. */
  codesAvailableInPerson: boolean;
  codesAvailableOnline: boolean;
  purchaseButtonText: string | null;
  currency: string;
  bannerMessages: BannerMessage[];
  donation: DonationSettings;
  questions: CheckoutQuestion[];
  collectInformationSetting: 'each-attendee' | 'only-buyer';
  theme: EventTheme;
  returnUrl: string | null;
  /** Reserved seating: the event's id when its dates use a seat chart, else null. */
  seatsEventKey: string | null;
  /** Reserved seating: the id of the chart its dates use, else null. */
  seatsPublicKey: string | null;
  shareUrl: string;
  ticketTypes: TicketTypeView[];
  /** The viewer's member benefits that apply to this event (none when not signed in or not a member). */
  membershipDiscounts: MembershipDiscountView[];
  /** The owner's tracking pixels (account settings), which the event page and checkout load once the visitor accepts them. */
  tracking: OwnerTracking;
}

/** A member benefit as the event page names it (seed 000 §3). */
export interface MembershipDiscountView {
  id: string;
  name: string;
  amount: number | null;
  percentageValue: number | null;
  archived: boolean;
  ticketIds: string[];
  discountScope: 'all' | 'categories' | 'tickets';
  available: boolean;
}

/** The benefits (of tiers the viewer holds, not archived) that cover a ticket type of this event. */
export function membershipDiscountViews(benefits: readonly MemberBenefit[], event: { categoryId: string | null }, ticketTypeIds: readonly string[]): MembershipDiscountView[] {
  return benefits
    .filter((b) => b.discountScope === 'all' || (b.discountScope === 'categories' ? event.categoryId !== null && b.categoryIds.includes(event.categoryId) : b.ticketIds.some((id) => ticketTypeIds.includes(id))))
    .map((b) => ({ id: b.id, name: b.name, amount: b.amount, percentageValue: b.percentageValue, archived: false, ticketIds: b.ticketIds, discountScope: b.discountScope, available: true }));
}

const ownerView = (p: ProfileSummary): OwnerView => ({ id: p.id, name: p.name, username: p.username, type: p.type === 'School' ? 'school' : 'user', avatar: p.avatar });

/** `held`: tickets of this type in live checkout holds. */
export function ticketTypeView(ticket: TicketType, timezone: string, paymentsEnabled: boolean, now: Date, held = 0): TicketTypeView {
  return {
    ...publicTicketRow(ticket, held, { timezone, paymentsEnabled, now }),
    quantity: ticket.quantity,
    startsSalesAt: ticket.salesStartAt?.toISOString() ?? null,
    endsSalesAt: ticket.salesEndAt?.toISOString() ?? null,
    timezone,
    visibilityScope: ticket.visibilityScope,
    category: ticket.category,
    membershipTierIds: ticket.membershipTierIds,
    memberDiscount: null,
    benefitLabel: null,
    customUserListsCode: null,
    initialQuantityPerCode: ticket.visibilityScope === 'list' ? ticket.initialQuantityPerCode : null,
    quantityPerCode: null,
  };
}

/** The rows with what membership means for the viewer: members-only tickets they may not buy are not offered to them. */
export function withMemberTerms(rows: readonly TicketTypeView[], terms: readonly MemberTicketTerms[]): TicketTypeView[] {
  const byId = new Map(terms.map((term) => [term.id, term]));
  return rows.map((row) => {
    const term = byId.get(row.id);
    if (!term) return row;
    const refused = term.membersOnlyAllowed ? {} : { status: 'members_only' as const, statusLabel: MEMBER_MESSAGES.membersOnly };
    return { ...row, ...refused, memberDiscount: term.memberDiscount, benefitLabel: term.benefitLabel };
  });
}

/**
 * Everything the event page shows, in the seeds' field names; `people` are the owner and the collaborators'
 * profiles, `access` is the viewer's right to manage the event, `codes` the list tickets the viewer is listed
 * for and whether a promo code of the owner covers the event.
 */
export function buildEventView(
  event: TicketingEvent,
  { dates, ticketTypes: tickets, collaborators, category, held }: EventContents,
  people: readonly ProfileSummary[],
  access: { canManage: boolean; accessSetting: AccessSetting | null },
  codes: { listedTicketTypeIds: ReadonlySet<string>; promoCodeCovers: boolean },
  now = new Date(),
): EventView {
  const owner = people.find((p) => p.id === event.ownerId)!;
  const left = (t: TicketType) => ticketCapacity(t) - t.sold - (held.get(t.id) ?? 0);
  const schedule = deriveSchedule(dates, now);
  // Secret tickets appear only to those who have their code (checkout), list tickets only to people on their lists.
  const shown = tickets.filter(shownTo(codes.listedTicketTypeIds));
  const views = shown.map((t) => ticketTypeView(t, event.timezone, owner.paymentsEnabled, now, held.get(t.id)));
  const offered = (attendance: 'in-person' | 'online', dateId?: string) => shown.filter((t) => t.attendance === attendance && (!dateId || t.eventDateId === dateId));
  const soldOut = (list: TicketType[]) => list.length > 0 && list.every((t) => left(t) <= 0);
  const futureIds = new Set(schedule.future.map((d) => d.id));
  const availableFor = (attendance: 'in-person' | 'online') =>
    offered(attendance).some((t) => futureIds.has(t.eventDateId) && isOffered({ price: t.price, available: left(t), salesStartAt: t.salesStartAt, salesEndAt: t.salesEndAt }, now));
  const next = schedule.nextEvent ?? schedule.finalEvent;
  return {
    id: event.id,
    name: event.name,
    description: event.description,
    poster: event.poster ? uploadUrl(event.poster) : null,
    posterUploadId: event.poster,
    images: event.images.map(uploadUrl),
    imageUploadIds: event.images,
    videoUrl: event.videoUrl,
    timezone: event.timezone,
    startsAt: next?.startsAt.toISOString() ?? null,
    endsAt: next?.endsAt?.toISOString() ?? null,
    doorTime: next?.doorTime?.toISOString() ?? null,
    nextEvent: schedule.nextEvent ? { id: schedule.nextEvent.id } : null,
    finalEvent: schedule.finalEvent
      ? { id: schedule.finalEvent.id, startsAt: schedule.finalEvent.startsAt.toISOString(), doorTime: schedule.finalEvent.doorTime?.toISOString() ?? null }
      : null,
    futureEventCount: schedule.futureEventCount,
    dates: schedule.dates.map((d) => ({
      id: d.id,
      startsAt: d.startsAt.toISOString(),
      endsAt: d.endsAt?.toISOString() ?? null,
      doorTime: d.doorTime?.toISOString() ?? null,
      past: !futureIds.has(d.id),
      soldOut: soldOut([...offered('in-person', d.id), ...offered('online', d.id)]),
    })),
    locationSetting: event.locationSetting,
    location: { name: event.locationName, address: event.locationAddress, latitude: event.latitude, longitude: event.longitude },
    category: category ? { id: category.id, name: category.name } : null,
    tags: event.tags,
    owner: ownerView(owner),
    collaborators: collaborators.flatMap((c) => {
      const person = people.find((p) => p.id === c.profileId);
      return person ? [{ ...ownerView(person), name: person.name, teachingId: c.id, canManage: c.canManage }] : [];
    }),
    published: event.published,
    private: event.private,
    canManage: access.canManage,
    accessSetting: access.accessSetting,
    refundsAllowed: event.refundsAllowed,
    inPersonTicketsAvailable: availableFor('in-person'),
    onlineTicketsAvailable: availableFor('online'),
    inPersonTicketsSoldOut: soldOut(offered('in-person').filter((t) => futureIds.has(t.eventDateId))),
    codesAvailableInPerson: codesAvailable(tickets, 'in-person', futureIds, codes.promoCodeCovers),
    codesAvailableOnline: codesAvailable(tickets, 'online', futureIds, codes.promoCodeCovers),
    purchaseButtonText: event.purchaseButtonText,
    // Without ticket types, the currency new ones start with.
    currency: tickets[0]?.currency ?? DEFAULT_CURRENCY,
    bannerMessages: event.bannerMessages,
    donation: event.donation,
    questions: event.questions,
    collectInformationSetting: event.collectInformationSetting,
    theme: event.theme,
    returnUrl: event.returnUrl,
    seatsEventKey: event.seatChartId ? event.id : null,
    seatsPublicKey: event.seatChartId,
    shareUrl: `/event/${event.id}`,
    ticketTypes: access.canManage ? views : views.filter((v) => futureIds.has(v.eventDateId)),
    membershipDiscounts: [],
    tracking: owner.tracking,
  };
}
