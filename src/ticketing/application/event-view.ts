import type { EntityManager } from '@mikro-orm/postgresql';
import { uploadUrl } from '../../media/contracts/uploads.js';
import type { ProfileDirectory, ProfileSummary } from '../../accounts/contracts/profile-directory.js';
import { deriveSchedule, type AccessSetting, type BannerMessage, type CheckoutQuestion, type DonationSettings } from '../domain/event-rules.js';
import { isCurrency, ticketCost, ticketFee, type Currency } from '../../shared/money.js';
import { isOffered, ticketStatus, ticketStatusLabel } from '../domain/ticket-offer.js';
import { CollaboratorEntity, CourseCategoryEntity, EventDateEntity, EventEntity, TicketTypeEntity } from '../infrastructure/ticketing.entities.js';

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

export interface TicketTypeView {
  id: string;
  eventDateId: string;
  attendance: 'in-person' | 'online';
  name: string;
  description: string;
  price: number;
  fee: number;
  cost: number;
  currency: string;
  quantity: number;
  available: number;
  startsSalesAt: string | null;
  endsSalesAt: string | null;
  timezone: string;
  visibilityScope: 'secret' | 'member' | 'list' | 'other';
  category: 'Admission' | 'Add on';
  status: string;
  statusLabel: string | null;
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
  purchaseButtonText: string | null;
  currency: string;
  bannerMessages: BannerMessage[];
  donation: DonationSettings;
  questions: CheckoutQuestion[];
  collectInformationSetting: 'each-attendee' | 'only-buyer';
  shareUrl: string;
  ticketTypes: TicketTypeView[];
}

const ownerView = (p: ProfileSummary): OwnerView => ({ id: p.id, name: p.name, username: p.username, type: p.type === 'School' ? 'school' : 'user', avatar: p.avatar });

/** `held`: tickets of this type in live checkout holds. */
export function ticketTypeView(ticket: TicketTypeEntity, timezone: string, paymentsEnabled: boolean, now: Date, held = 0): TicketTypeView {
  const currency = (isCurrency(ticket.currency) ? ticket.currency : 'usd') as Currency;
  const sale = { price: ticket.price, available: ticket.quantity - ticket.sold - held, salesStartAt: ticket.salesStartAt, salesEndAt: ticket.salesEndAt };
  const status = ticketStatus(sale, now, paymentsEnabled);
  return {
    id: ticket.id,
    eventDateId: ticket.eventDateId,
    attendance: ticket.attendance,
    name: ticket.name,
    description: ticket.description,
    price: ticket.price,
    fee: ticketFee(ticket.price, currency),
    cost: ticketCost(ticket.price, currency),
    currency: ticket.currency,
    quantity: ticket.quantity,
    available: Math.max(0, sale.available),
    startsSalesAt: ticket.salesStartAt?.toISOString() ?? null,
    endsSalesAt: ticket.salesEndAt?.toISOString() ?? null,
    timezone,
    visibilityScope: ticket.visibilityScope,
    category: ticket.category,
    status,
    statusLabel: ticketStatusLabel(status, sale, timezone),
  };
}

/** Everything the event page shows, in the seeds' field names; `access` is the viewer's right to manage it. */
export async function buildEventView(
  em: EntityManager,
  profiles: ProfileDirectory,
  event: EventEntity,
  access: { canManage: boolean; accessSetting: AccessSetting | null },
  holdsOf: (ticketTypeIds: string[]) => Promise<Map<string, number>>,
  now = new Date(),
): Promise<EventView> {
  const [dates, tickets, collaborators, category] = await Promise.all([
    em.find(EventDateEntity, { eventId: event.id }),
    em.find(TicketTypeEntity, { eventId: event.id }, { orderBy: { position: 'asc' } }),
    em.find(CollaboratorEntity, { eventId: event.id }),
    event.categoryId ? em.findOne(CourseCategoryEntity, { id: event.categoryId }) : Promise.resolve(null),
  ]);
  const people = await profiles.findByIds([event.ownerId, ...collaborators.map((c) => c.profileId)]);
  const owner = people.find((p) => p.id === event.ownerId)!;
  const held = await holdsOf(tickets.map((t) => t.id));
  const left = (t: TicketTypeEntity) => t.quantity - t.sold - (held.get(t.id) ?? 0);
  const schedule = deriveSchedule(dates, now);
  // Secret tickets appear only to those who have their code (checkout); the page never lists them.
  const views = tickets.filter((t) => t.visibilityScope !== 'secret').map((t) => ticketTypeView(t, event.timezone, owner.paymentsEnabled, now, held.get(t.id)));
  const offered = (attendance: 'in-person' | 'online', dateId?: string) =>
    tickets.filter((t) => t.attendance === attendance && t.visibilityScope !== 'secret' && (!dateId || t.eventDateId === dateId));
  const soldOut = (list: TicketTypeEntity[]) => list.length > 0 && list.every((t) => left(t) <= 0);
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
    purchaseButtonText: event.purchaseButtonText,
    currency: tickets[0]?.currency ?? 'usd',
    bannerMessages: event.bannerMessages,
    donation: event.donation,
    questions: event.questions,
    collectInformationSetting: event.collectInformationSetting,
    shareUrl: `/event/${event.id}`,
    ticketTypes: access.canManage ? views : views.filter((v) => futureIds.has(v.eventDateId)),
  };
}
