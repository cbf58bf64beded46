import { RequestMethod } from '@nestjs/common';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { PATH_METADATA, METHOD_METADATA } from '@nestjs/common/constants.js';
import type { OpenAPIObject } from '@nestjs/swagger';
import { accessOf } from '../../src/shared/http/auth.js';
import { buildOpenApiDocument } from '../../src/shared/http/openapi.js';
import { buyer, connectPayments, projectUntil, sql } from '../support/checkout.js';
import { addCardReader } from '../support/terminal-sales.js';
import { finishedUpload, MANAGED_VIDEOS, videoForm } from '../support/video-library.js';
import { createEvent, ticket } from '../support/events.js';
import { bearer, createOrganization, makeSiteAdmin, signUpUser, startTestApp, turnOnDeveloperZone, type TestApp, type TestUser } from '../support/app.js';

/**
 * The routes come from the API itself. Every guarded call (management, site admin, own account, the
 * assistant's starter) is called here for an owner and must admit and refuse the right people; every
 * unguarded call is listed in UNGUARDED with why it may be, and none of those may name an owner's data.
 * A new route fails the last tests until it is placed in one list or the other.
 */
interface Fixtures {
  /** A draft event of each owner. */
  eventOf: Record<string, string>;
  /** A completed order of each owner, and its buyer's e-mail (a patron). */
  orderOf: Record<string, string>;
  patronOf: Record<string, string>;
  /** Unused ticket codes of each owner's completed order (each admitted check-in uses one up). */
  ticketCodesOf: Record<string, string[]>;
  /** A conversation with the event creation assistant, started by a manager of each owner. */
  conversationOf: Record<string, string>;
  /** The date and a ticket type of each owner's draft event (guests). */
  guestTicketOf: Record<string, { dateId: string; ticketId: string }>;
  /** A webhook of each owner, spare webhooks to delete (each admitted delete uses one up) and a delivery log. */
  webhookOf: Record<string, string>;
  spareWebhooksOf: Record<string, string[]>;
  deliveryOf: Record<string, string>;
  /** The ticket types of each owner's event, as the tickets page sends them back. */
  ticketTypesOf: Record<string, unknown[]>;
  /** Unsold extra dates of each owner's event (each admitted removal uses one up). */
  spareDatesOf: Record<string, string[]>;
  /** People not yet on each owner's event team (each admitted addition uses one up). */
  candidatesOf: Record<string, string[]>;
  /** Collaborations on each owner's event: one to change, and more to remove. */
  teachingOf: Record<string, string>;
  spareTeachingsOf: Record<string, string[]>;
  /** Collaborations of each owner (as a collaborator) on events of others, which the owner may leave. */
  collaborationsOf: Record<string, string[]>;
  /** Paid tickets of each owner's completed orders, to refund and to cancel (a guarded call runs up to four times per owner). */
  refundableOf: Record<string, string[]>;
  cancellableOf: Record<string, string[]>;
  /** A user's own tickets, to pass on and to cancel (the organization has none: its calls are refused anyway). */
  transferableOf: Record<string, string[]>;
  ownCancellableOf: Record<string, string[]>;
  /** The username of each owner (the settings form sends it back). */
  usernameOf: Record<string, string>;
  /** A card reader venue (location) of each owner, made once payments are connected. */
  locationOf: Record<string, string>;
  /** Members of each organization's team to change and to remove, and pending invitations (empty for a user owner). */
  teamMemberOf: Record<string, string>;
  spareTeamMembersOf: Record<string, string[]>;
  invitationOf: Record<string, string>;
  spareInvitationsOf: Record<string, string[]>;
  /** A box-office order of each owner waiting for payment at one of the owner's card readers. */
  boxOfficeOf: Record<string, { orderId: string; readerId: string }>;
  /** A membership tier and a benefit of each owner, and spares to delete (each admitted delete uses one up). */
  tierOf: Record<string, string>;
  spareTiersOf: Record<string, string[]>;
  benefitOf: Record<string, string>;
  spareBenefitsOf: Record<string, string[]>;
  /** A member added by hand to each owner's tier, and spares to remove (each admitted removal uses one up). */
  memberOf: Record<string, string>;
  spareMembersOf: Record<string, string[]>;
  /** A library video of each owner, spare videos to delete, finished uploads to save, and credited profiles to take off (each admitted call uses one up). */
  videoOf: Record<string, string>;
  spareVideosOf: Record<string, string[]>;
  videoUploadsOf: Record<string, string[]>;
  videoCollaboratorsOf: Record<string, string[]>;
  /** An event of each owner with an online date, whose broadcast is set up. */
  broadcastOf: Record<string, { eventId: string; dateId: string }>;
  /** A global promo code of each owner, and spares to delete (each admitted delete uses one up). */
  promoCodeOf: Record<string, string>;
  sparePromoCodesOf: Record<string, string[]>;
}

interface MatrixRoute {
  route: string;
  /**
   * starter: acts for the owner, and only the user who started the conversation may use it (not a site admin).
   * own-account: the user's own tickets; only that user (not an organization, not a site admin).
   * profile-owner: deleting an account; the guard admits managers, then only the profile's own user or an owner of the organization may.
   * organization: a management call that only organizations have (the team): a user owner is admitted by the guard and then told 422.
   */
  kind: 'management' | 'site-admin' | 'starter' | 'own-account' | 'organization' | 'profile-owner';
  call(http: TestApp['http'], ownerId: string, fixtures: Fixtures): ReturnType<TestApp['http']['get']>;
}

const eventDetails = { name: 'Matrix night', timezone: 'UTC' };
const matrixTier = { name: 'Matrix friend', description: 'Supports the matrix', prices: [{ price: 500, interval: 'month' }] };
const matrixBenefit = (tierId: string) => ({ name: 'Matrix discount', amount: null, percentageValue: 10, quantity: null, quantityScope: null, discountScope: 'all', categoryIds: [], ticketIds: [], tierIds: [tierId] });
const venue = { name: 'Matrix Hall', address: '350 5th Ave', apartment: 'Suite 1', city: 'New York', state: 'New York', stateCode: 'NY', zipcode: '10118', country: 'US' };
/** A user owner has no team: its calls are refused before a row is looked up. */
const NO_ROW = '00000000-0000-4000-8000-000000000000';
let invited = 0;
let matrixMembers = 0;
const MEMBERS = '/client_side_api/v1/profile_management/membership_subscriptions';
const PROMO_CODES = '/client_side_api/v1/profile_management/promo_codes';
let matrixPromoCodes = 0;
const promoTerms = { startsAt: '2030-01-01T10:00:00Z', endsAt: null, scope: 'owner', courseCategoryIds: [], amount: null, percentageValue: 10, quantity: null };
/** A code not yet used by any owner (each admitted creation adds one). */
const matrixPromoCode = () => `MATRIX${++matrixPromoCodes}`;
const matrixMember = (ownerId: string, f: Fixtures) => ({ ownerId, name: 'Matrix member', email: `matrix-member-${++matrixMembers}@example.com`, tierId: f.tierOf[ownerId], priceInterval: 'month' });

const LISTS = '/client_side_api/v1/profile_management/custom_user_lists';
const LIST_USERS = '/client_side_api/v1/profile_management/custom_user_lists_users';
let matrixListEmails = 0;
/** A private access list of each owner, spare lists to delete and spare addresses on the list to remove (each admitted call uses one up). */
const listsOf: Record<string, { listId: string; spareLists: string[]; spareUsers: string[] }> = {};

const DOOR = '/client_side_api/v1/management/courses';
/** The event of each owner's completed order at the door: codes to scan and tickets checked in to undo (each admitted call uses one up). */
const doorOf: Record<string, { eventId: string; codes: string[]; checkedIn: string[] }> = {};

const CHARTS = '/client_side_api/v1/profile_management/seat_charts';
/** One row of four seats: Stalls-A-1 to Stalls-A-4. */
const matrixChart = {
  width: 100,
  height: 40,
  categories: [{ key: 1, label: 'Stalls', color: '#2563eb' }],
  stage: null,
  labels: [],
  sections: [{ id: 'stalls', label: 'Stalls', rows: [{ id: 'a', label: 'A', seats: [1, 2, 3, 4].map((n) => ({ number: String(n), x: 10 * n, y: 20, categoryKey: 1, accessible: false })) }], tables: [], areas: [] }],
};
let matrixBlocks = 0;
/**
 * Reserved seating of each owner: a chart, which its seated event uses, and charts at version 1 to edit and
 * to delete (each call uses one up); the event's date, where a guest's ticket sits on Stalls-A-1.
 */
const seatingOf: Record<string, { chartId: string; chartsToEdit: string[]; spareCharts: string[]; eventId: string; dateId: string; itemId: string }> = {};

const routes: MatrixRoute[] = [
  { route: 'GET /client_side_api/v1/profiles/:id/settings', kind: 'management', call: (http, ownerId) => http.get(`/client_side_api/v1/profiles/${ownerId}/settings`) },
  {
    route: 'PATCH /client_side_api/v1/profiles/:id',
    kind: 'management',
    call: (http, ownerId, f) => http.patch(`/client_side_api/v1/profiles/${ownerId}`).send({ name: 'Matrix Owner', username: f.usernameOf[ownerId], settingAttributes: { timezone: 'UTC' } }),
  },
  // Each admitted call closes an account of its own (see the profile-owner case below).
  { route: 'DELETE /client_side_api/v1/profiles/:id', kind: 'profile-owner', call: (http, ownerId) => http.delete(`/client_side_api/v1/profiles/${ownerId}`) },
  { route: 'GET /client_side_api/v1/admin/projections', kind: 'site-admin', call: (http) => http.get('/client_side_api/v1/admin/projections') },
  { route: 'GET /client_side_api/v1/admin/accounts', kind: 'site-admin', call: (http) => http.get('/client_side_api/v1/admin/accounts?query=a') },
  {
    route: 'PATCH /client_side_api/v1/admin/accounts/:id/flags',
    kind: 'site-admin',
    call: (http, ownerId) => http.patch(`/client_side_api/v1/admin/accounts/${ownerId}/flags`).send({ flag: 'referralTracker', enabled: true }),
  },
  { route: 'GET /client_side_api/v1/admin/actions', kind: 'site-admin', call: (http) => http.get('/client_side_api/v1/admin/actions') },
  {
    route: 'POST /client_side_api/v1/management/courses',
    kind: 'management',
    call: (http, ownerId) => http.post('/client_side_api/v1/management/courses').send({ ownerId, ...eventDetails, dates: [{ startsAt: '2030-01-01T19:00:00Z' }], ticketTypes: [] }),
  },
  { route: 'GET /client_side_api/v1/profile_management/events', kind: 'management', call: (http, ownerId) => http.get(`/client_side_api/v1/profile_management/events?ownerId=${ownerId}`) },
  { route: 'GET /client_side_api/v1/management/courses/:id', kind: 'management', call: (http, ownerId, f) => http.get(`/client_side_api/v1/management/courses/${f.eventOf[ownerId]}`) },
  { route: 'PATCH /client_side_api/v1/management/courses/:id', kind: 'management', call: (http, ownerId, f) => http.patch(`/client_side_api/v1/management/courses/${f.eventOf[ownerId]}`).send(eventDetails) },
  { route: 'POST /client_side_api/v1/management/courses/:id/publish', kind: 'management', call: (http, ownerId, f) => http.post(`/client_side_api/v1/management/courses/${f.eventOf[ownerId]}/publish`) },
  { route: 'GET /client_side_api/v1/profile_management/transactions', kind: 'management', call: (http, ownerId) => http.get(`/client_side_api/v1/profile_management/transactions?ownerId=${ownerId}`) },
  {
    route: 'GET /client_side_api/v1/profile_management/transactions/:id',
    kind: 'management',
    call: (http, ownerId, f) => http.get(`/client_side_api/v1/profile_management/transactions/${f.orderOf[ownerId]}?ownerId=${ownerId}`),
  },
  { route: 'GET /client_side_api/v1/profile_management/patrons', kind: 'management', call: (http, ownerId) => http.get(`/client_side_api/v1/profile_management/patrons?ownerId=${ownerId}`) },
  {
    route: 'GET /client_side_api/v1/profile_management/patrons/:id',
    kind: 'management',
    call: (http, ownerId, f) => http.get(`/client_side_api/v1/profile_management/patrons/${encodeURIComponent(f.patronOf[ownerId]!)}?ownerId=${ownerId}`),
  },
  { route: 'GET /client_side_api/v1/profile_management/activities', kind: 'management', call: (http, ownerId) => http.get(`/client_side_api/v1/profile_management/activities?ownerId=${ownerId}`) },
  { route: 'GET /client_side_api/v1/profile_management/revenue', kind: 'management', call: (http, ownerId) => http.get(`/client_side_api/v1/profile_management/revenue?ownerId=${ownerId}`) },
  { route: 'GET /client_side_api/v1/reporting/promoters', kind: 'management', call: (http, ownerId) => http.get(`/client_side_api/v1/reporting/promoters?ownerId=${ownerId}`) },
  { route: 'POST /client_side_api/v1/event_creators', kind: 'management', call: (http, ownerId) => http.post(`/client_side_api/v1/event_creators?ownerId=${ownerId}`).send({}) },
  { route: 'GET /client_side_api/v1/event_creators/:uuid', kind: 'starter', call: (http, ownerId, f) => http.get(`/client_side_api/v1/event_creators/${f.conversationOf[ownerId]}`) },
  {
    route: 'POST /client_side_api/v1/event_creators/:uuid/messages',
    kind: 'starter',
    call: (http, ownerId, f) => http.post(`/client_side_api/v1/event_creators/${f.conversationOf[ownerId]}/messages`).send({ message: 'Jazz Night' }),
  },
  {
    route: 'POST /client_side_api/v1/management/courses/:id/guests',
    kind: 'management',
    call: (http, ownerId, f) =>
      http.post(`/client_side_api/v1/management/courses/${f.eventOf[ownerId]}/guests`).send({ eventDateId: f.guestTicketOf[ownerId]!.dateId, tickets: [{ id: f.guestTicketOf[ownerId]!.ticketId, quantity: 1 }] }),
  },
  { route: 'GET /client_side_api/v1/management/courses/:id/registrations', kind: 'management', call: (http, ownerId, f) => http.get(`/client_side_api/v1/management/courses/${f.eventOf[ownerId]}/registrations`) },
  { route: 'GET /client_side_api/v1/management/courses/:id/tickets', kind: 'management', call: (http, ownerId, f) => http.get(`/client_side_api/v1/management/courses/${f.eventOf[ownerId]}/tickets`) },
  {
    route: 'PUT /client_side_api/v1/management/courses/:id/tickets',
    kind: 'management',
    call: (http, ownerId, f) => http.put(`/client_side_api/v1/management/courses/${f.eventOf[ownerId]}/tickets`).send({ ticketTypes: f.ticketTypesOf[ownerId] }),
  },
  {
    route: 'POST /client_side_api/v1/management/courses/:id/dates',
    kind: 'management',
    call: (http, ownerId, f) => http.post(`/client_side_api/v1/management/courses/${f.eventOf[ownerId]}/dates`).send({ startsAt: '2030-02-01T19:00:00Z', copyTicketTypes: false }),
  },
  {
    route: 'DELETE /client_side_api/v1/management/courses/:id/dates/:dateId',
    kind: 'management',
    call: (http, ownerId, f) => http.delete(`/client_side_api/v1/management/courses/${f.eventOf[ownerId]}/dates/${f.spareDatesOf[ownerId]!.pop()}`),
  },
  { route: 'GET /client_side_api/v1/management/courses/:id/teachings', kind: 'management', call: (http, ownerId, f) => http.get(`/client_side_api/v1/management/courses/${f.eventOf[ownerId]}/teachings`) },
  {
    route: 'POST /client_side_api/v1/management/courses/:id/teachings',
    kind: 'management',
    call: (http, ownerId, f) =>
      http.post(`/client_side_api/v1/management/courses/${f.eventOf[ownerId]}/teachings`).send({ profileId: f.candidatesOf[ownerId]!.pop(), name: 'Host', canManage: false, accessSetting: 'basic' }),
  },
  {
    route: 'PATCH /client_side_api/v1/management/courses/:id/teachings/:collaboratorId',
    kind: 'management',
    call: (http, ownerId, f) => http.patch(`/client_side_api/v1/management/courses/${f.eventOf[ownerId]}/teachings/${f.teachingOf[ownerId]}`).send({ name: 'Producer' }),
  },
  {
    route: 'DELETE /client_side_api/v1/management/courses/:id/teachings/:collaboratorId',
    kind: 'management',
    call: (http, ownerId, f) => http.delete(`/client_side_api/v1/management/courses/${f.eventOf[ownerId]}/teachings/${f.spareTeachingsOf[ownerId]!.pop()}`),
  },
  {
    route: 'DELETE /client_side_api/v1/profiles/:profileId/teachings/:collaboratorId',
    kind: 'management',
    call: (http, ownerId, f) => http.delete(`/client_side_api/v1/profiles/${ownerId}/teachings/${f.collaborationsOf[ownerId]!.pop()}`),
  },
  { route: 'POST /client_side_api/v1/management/check_ins', kind: 'management', call: (http, ownerId, f) => http.post('/client_side_api/v1/management/check_ins').send({ code: f.ticketCodesOf[ownerId]!.pop() }) },
  { route: 'POST /client_side_api/v1/management/courses/:id/check_ins', kind: 'management', call: (http, ownerId) => http.post(`${DOOR}/${doorOf[ownerId]!.eventId}/check_ins`).send({ code: doorOf[ownerId]!.codes.pop() }) },
  { route: 'POST /client_side_api/v1/management/courses/:id/check_outs', kind: 'management', call: (http, ownerId) => http.post(`${DOOR}/${doorOf[ownerId]!.eventId}/check_outs`).send({ registrationId: doorOf[ownerId]!.checkedIn.pop() }) },
  { route: 'GET /client_side_api/v1/management/courses/:id/check_in_counts', kind: 'management', call: (http, ownerId) => http.get(`${DOOR}/${doorOf[ownerId]!.eventId}/check_in_counts`) },
  // The event's admin collaborators see it too, its door and basic ones do not: test/reporting/event-stats.spec.ts.
  { route: 'GET /client_side_api/v1/management/courses/:id/stats', kind: 'management', call: (http, ownerId) => http.get(`${DOOR}/${doorOf[ownerId]!.eventId}/stats`) },
  { route: 'GET /client_side_api/v1/profile_management/promo_codes', kind: 'management', call: (http, ownerId) => http.get(`${PROMO_CODES}?ownerId=${ownerId}`) },
  { route: 'POST /client_side_api/v1/profile_management/promo_codes', kind: 'management', call: (http, ownerId) => http.post(PROMO_CODES).send({ ownerId, code: matrixPromoCode(), ...promoTerms }) },
  {
    route: 'POST /client_side_api/v1/profile_management/promo_codes/create_bulk',
    kind: 'management',
    call: (http, ownerId) => http.post(`${PROMO_CODES}/create_bulk`).send({ ownerId, codes: [matrixPromoCode(), matrixPromoCode()], ...promoTerms }),
  },
  { route: 'GET /client_side_api/v1/profile_management/promo_codes/:id', kind: 'management', call: (http, ownerId, f) => http.get(`${PROMO_CODES}/${f.promoCodeOf[ownerId]}?ownerId=${ownerId}`) },
  {
    route: 'PATCH /client_side_api/v1/profile_management/promo_codes/:id',
    kind: 'management',
    call: (http, ownerId, f) => http.patch(`${PROMO_CODES}/${f.promoCodeOf[ownerId]}`).send({ ownerId, code: 'MATRIXKEPT', ...promoTerms, quantity: 5 }),
  },
  { route: 'DELETE /client_side_api/v1/profile_management/promo_codes/:id', kind: 'management', call: (http, ownerId, f) => http.delete(`${PROMO_CODES}/${f.sparePromoCodesOf[ownerId]!.pop()}?ownerId=${ownerId}`) },
  { route: 'GET /client_side_api/v1/profile_management/custom_user_lists', kind: 'management', call: (http, ownerId) => http.get(`${LISTS}?ownerId=${ownerId}`) },
  { route: 'POST /client_side_api/v1/profile_management/custom_user_lists', kind: 'management', call: (http, ownerId) => http.post(LISTS).send({ ownerId, name: 'Matrix list' }) },
  { route: 'GET /client_side_api/v1/profile_management/custom_user_lists/:id', kind: 'management', call: (http, ownerId) => http.get(`${LISTS}/${listsOf[ownerId]!.listId}`) },
  { route: 'PATCH /client_side_api/v1/profile_management/custom_user_lists/:id', kind: 'management', call: (http, ownerId) => http.patch(`${LISTS}/${listsOf[ownerId]!.listId}`).send({ name: 'Matrix kept' }) },
  { route: 'DELETE /client_side_api/v1/profile_management/custom_user_lists/:id', kind: 'management', call: (http, ownerId) => http.delete(`${LISTS}/${listsOf[ownerId]!.spareLists.pop()}`) },
  { route: 'GET /client_side_api/v1/profile_management/custom_user_lists_users', kind: 'management', call: (http, ownerId) => http.get(`${LIST_USERS}?customUserListId=${listsOf[ownerId]!.listId}`) },
  {
    route: 'POST /client_side_api/v1/profile_management/custom_user_lists_users/create_bulk',
    kind: 'management',
    call: (http, ownerId) => http.post(`${LIST_USERS}/create_bulk`).send({ customUserListId: listsOf[ownerId]!.listId, emails: [`matrix-listed-${++matrixListEmails}@example.com`] }),
  },
  { route: 'DELETE /client_side_api/v1/profile_management/custom_user_lists_users/:id', kind: 'management', call: (http, ownerId) => http.delete(`${LIST_USERS}/${listsOf[ownerId]!.spareUsers.pop()}`) },
  { route: 'GET /client_side_api/v1/profile_management/webhooks', kind: 'management', call: (http, ownerId) => http.get(`/client_side_api/v1/profile_management/webhooks?ownerId=${ownerId}`) },
  {
    route: 'POST /client_side_api/v1/profile_management/webhooks',
    kind: 'management',
    call: (http, ownerId) => http.post('/client_side_api/v1/profile_management/webhooks').send({ ownerId, url: 'https://example.com/matrix', eventTypes: ['order.created'] }),
  },
  {
    route: 'GET /client_side_api/v1/profile_management/webhooks/:id',
    kind: 'management',
    call: (http, ownerId, f) => http.get(`/client_side_api/v1/profile_management/webhooks/${f.webhookOf[ownerId]}?ownerId=${ownerId}`),
  },
  {
    route: 'PUT /client_side_api/v1/profile_management/webhooks/:id',
    kind: 'management',
    call: (http, ownerId, f) =>
      http.put(`/client_side_api/v1/profile_management/webhooks/${f.webhookOf[ownerId]}`).send({ ownerId, url: 'https://example.com/matrix', eventTypes: ['order.completed'], status: 'inactive' }),
  },
  {
    route: 'DELETE /client_side_api/v1/profile_management/webhooks/:id',
    kind: 'management',
    call: (http, ownerId, f) => http.delete(`/client_side_api/v1/profile_management/webhooks/${f.spareWebhooksOf[ownerId]!.pop()}`).send({ ownerId }),
  },
  {
    route: 'GET /client_side_api/v1/profile_management/webhook_event_deliveries',
    kind: 'management',
    call: (http, ownerId) => http.get(`/client_side_api/v1/profile_management/webhook_event_deliveries?ownerId=${ownerId}`),
  },
  {
    route: 'GET /client_side_api/v1/profile_management/webhook_event_deliveries/:id',
    kind: 'management',
    call: (http, ownerId, f) => http.get(`/client_side_api/v1/profile_management/webhook_event_deliveries/${f.deliveryOf[ownerId]}?ownerId=${ownerId}`),
  },
  {
    route: 'POST /client_side_api/v1/order_items/:id/refund',
    kind: 'management',
    call: (http, ownerId, f) => http.post(`/client_side_api/v1/order_items/${f.refundableOf[ownerId]!.pop()}/refund`),
  },
  {
    route: 'POST /client_side_api/v1/order_items/:id/cancel',
    kind: 'management',
    call: (http, ownerId, f) => http.post(`/client_side_api/v1/order_items/${f.cancellableOf[ownerId]!.pop()}/cancel`),
  },
  { route: 'GET /client_side_api/v1/profiles/:uuid/orders/:type', kind: 'own-account', call: (http, ownerId) => http.get(`/client_side_api/v1/profiles/${ownerId}/orders/future`) },
  {
    route: 'PATCH /client_side_api/v1/profiles/:ownerId/registrations/:id/transfer',
    kind: 'own-account',
    call: (http, ownerId, f) =>
      http.patch(`/client_side_api/v1/profiles/${ownerId}/registrations/${f.transferableOf[ownerId]!.pop()}/transfer`).send({ user: { name: 'Grace Hopper', email: 'grace@example.com' } }),
  },
  {
    route: 'PATCH /client_side_api/v1/profiles/:ownerId/order_items/:id/cancel',
    kind: 'own-account',
    call: (http, ownerId, f) => http.patch(`/client_side_api/v1/profiles/${ownerId}/order_items/${f.ownCancellableOf[ownerId]!.pop()}/cancel`),
  },
  { route: 'GET /client_side_api/v1/profile_management/affiliations', kind: 'organization', call: (http, ownerId) => http.get(`/client_side_api/v1/profile_management/affiliations?ownerId=${ownerId}`) },
  {
    route: 'GET /client_side_api/v1/profile_management/affiliations/:id',
    kind: 'organization',
    call: (http, ownerId, f) => http.get(`/client_side_api/v1/profile_management/affiliations/${f.teamMemberOf[ownerId] ?? NO_ROW}?ownerId=${ownerId}`),
  },
  {
    route: 'POST /client_side_api/v1/profile_management/affiliations',
    kind: 'organization',
    call: (http, ownerId) => http.post('/client_side_api/v1/profile_management/affiliations').send({ ownerId, name: 'Staff', email: `matrix-${++invited}@example.com` }),
  },
  {
    route: 'PATCH /client_side_api/v1/profile_management/affiliations/:id',
    kind: 'organization',
    call: (http, ownerId, f) => http.patch(`/client_side_api/v1/profile_management/affiliations/${f.teamMemberOf[ownerId] ?? NO_ROW}`).send({ ownerId, name: 'Host' }),
  },
  {
    route: 'DELETE /client_side_api/v1/profile_management/affiliations/:id',
    kind: 'organization',
    call: (http, ownerId, f) => http.delete(`/client_side_api/v1/profile_management/affiliations/${f.spareTeamMembersOf[ownerId]?.pop() ?? NO_ROW}?ownerId=${ownerId}`),
  },
  {
    route: 'DELETE /client_side_api/v1/profile_management/collaborator_invitations/:id',
    kind: 'organization',
    call: (http, ownerId, f) => http.delete(`/client_side_api/v1/profile_management/collaborator_invitations/${f.spareInvitationsOf[ownerId]?.pop() ?? NO_ROW}?ownerId=${ownerId}`),
  },
  {
    route: 'POST /client_side_api/v1/profile_management/collaborator_invitations/:id/resend',
    kind: 'organization',
    call: (http, ownerId, f) => http.post(`/client_side_api/v1/profile_management/collaborator_invitations/${f.invitationOf[ownerId] ?? NO_ROW}/resend`).send({ ownerId }),
  },
  { route: 'POST /client_side_api/v1/profile_management/locations', kind: 'management', call: (http, ownerId) => http.post('/client_side_api/v1/profile_management/locations').send({ ownerId, location: venue }) },
  {
    route: 'POST /client_side_api/v1/stripe_terminals',
    kind: 'management',
    call: (http, ownerId, f) => http.post('/client_side_api/v1/stripe_terminals').send({ ownerId, name: 'Matrix reader', locationId: f.locationOf[ownerId], pairingCode: 'simulated-wpe' }),
  },
  { route: 'GET /client_side_api/v1/stripe_terminals/list_readers', kind: 'management', call: (http, ownerId) => http.get(`/client_side_api/v1/stripe_terminals/list_readers?ownerId=${ownerId}`) },
  // Payouts (demo payments here): disconnecting comes before onboarding, so each owner ends connected again.
  { route: 'GET /client_side_api/v1/profile_management/stripe', kind: 'management', call: (http, ownerId) => http.get(`/client_side_api/v1/profile_management/stripe?ownerId=${ownerId}`) },
  { route: 'GET /client_side_api/v1/profile_management/payouts', kind: 'management', call: (http, ownerId) => http.get(`/client_side_api/v1/profile_management/payouts?ownerId=${ownerId}`) },
  { route: 'GET /client_side_api/v1/profile_management/referrals', kind: 'management', call: (http, ownerId) => http.get(`/client_side_api/v1/profile_management/referrals?ownerId=${ownerId}`) },
  { route: 'GET /client_side_api/v1/profile_management/referral_payouts', kind: 'management', call: (http, ownerId) => http.get(`/client_side_api/v1/profile_management/referral_payouts?ownerId=${ownerId}`) },
  {
    route: 'POST /client_side_api/v1/super_admin/referral_payouts',
    kind: 'site-admin',
    call: (http, ownerId) => http.post('/client_side_api/v1/super_admin/referral_payouts').send({ accountId: ownerId, amount: 100, currency: 'usd' }),
  },
  {
    route: 'PATCH /client_side_api/v1/profile_management/payout_settings',
    kind: 'management',
    call: (http, ownerId) => http.patch('/client_side_api/v1/profile_management/payout_settings').send({ ownerId, currency: 'usd' }),
  },
  { route: 'POST /client_side_api/v1/profile_management/stripe/login_link', kind: 'management', call: (http, ownerId) => http.post('/client_side_api/v1/profile_management/stripe/login_link').send({ ownerId }) },
  { route: 'PATCH /client_side_api/v1/profile_management/stripe/disconnect', kind: 'management', call: (http, ownerId) => http.patch(`/client_side_api/v1/profile_management/stripe/disconnect?ownerId=${ownerId}`) },
  { route: 'POST /client_side_api/v1/profile_management/stripe/onboarding', kind: 'management', call: (http, ownerId) => http.post('/client_side_api/v1/profile_management/stripe/onboarding').send({ ownerId }) },
  {
    route: 'POST /client_side_api/v1/profile_management/stripe/demo_onboarding',
    kind: 'management',
    call: (http, ownerId) => http.post('/client_side_api/v1/profile_management/stripe/demo_onboarding').send({ ownerId }),
  },
  { route: 'POST /client_side_api/v1/profile_management/stripe/refresh', kind: 'management', call: (http, ownerId) => http.post('/client_side_api/v1/profile_management/stripe/refresh').send({ ownerId }) },
  {
    route: 'GET /client_side_api/v1/management/courses/:id/box_office',
    kind: 'management',
    call: (http, ownerId, f) => http.get(`/client_side_api/v1/management/courses/${f.eventOf[ownerId]}/box_office?event_id=${f.guestTicketOf[ownerId]!.dateId}`),
  },
  {
    route: 'POST /client_side_api/v1/management/courses/:id/box_office_orders',
    kind: 'management',
    call: (http, ownerId, f) =>
      http.post(`/client_side_api/v1/management/courses/${f.eventOf[ownerId]}/box_office_orders`).send({ eventDateId: f.guestTicketOf[ownerId]!.dateId, tickets: [{ id: f.guestTicketOf[ownerId]!.ticketId, quantity: 1 }] }),
  },
  // The reader's payment of one box-office order: handed out, read, stopped, then a test card (which finds it stopped).
  { route: 'POST /client_side_api/v1/stripe_terminals/process_payment', kind: 'management', call: (http, ownerId, f) => http.post('/client_side_api/v1/stripe_terminals/process_payment').send({ id: f.boxOfficeOf[ownerId]!.orderId, readerId: f.boxOfficeOf[ownerId]!.readerId }) },
  { route: 'POST /client_side_api/v1/stripe_terminals/check_payment_status', kind: 'management', call: (http, ownerId, f) => http.post('/client_side_api/v1/stripe_terminals/check_payment_status').send({ id: f.boxOfficeOf[ownerId]!.orderId }) },
  { route: 'POST /client_side_api/v1/stripe_terminals/cancel_payment', kind: 'management', call: (http, ownerId, f) => http.post('/client_side_api/v1/stripe_terminals/cancel_payment').send({ id: f.boxOfficeOf[ownerId]!.orderId, readerId: f.boxOfficeOf[ownerId]!.readerId }) },
  { route: 'POST /client_side_api/v1/stripe_terminals/confirm_payment', kind: 'management', call: (http, ownerId, f) => http.post('/client_side_api/v1/stripe_terminals/confirm_payment').send({ id: f.boxOfficeOf[ownerId]!.orderId, readerId: f.boxOfficeOf[ownerId]!.readerId }) },
  // Membership tiers, benefits and settings (payments are connected: creating a tier needs them).
  { route: 'GET /client_side_api/v1/profile_management/membership_tiers', kind: 'management', call: (http, ownerId) => http.get(`/client_side_api/v1/profile_management/membership_tiers?ownerId=${ownerId}`) },
  {
    route: 'POST /client_side_api/v1/profile_management/membership_tiers',
    kind: 'management',
    call: (http, ownerId) => http.post('/client_side_api/v1/profile_management/membership_tiers').send({ ownerId, ...matrixTier }),
  },
  { route: 'GET /client_side_api/v1/profile_management/membership_tiers/:id', kind: 'management', call: (http, ownerId, f) => http.get(`/client_side_api/v1/profile_management/membership_tiers/${f.tierOf[ownerId]}`) },
  {
    route: 'PATCH /client_side_api/v1/profile_management/membership_tiers/:id',
    kind: 'management',
    call: (http, ownerId, f) => http.patch(`/client_side_api/v1/profile_management/membership_tiers/${f.tierOf[ownerId]}`).send(matrixTier),
  },
  { route: 'DELETE /client_side_api/v1/profile_management/membership_tiers/:id', kind: 'management', call: (http, ownerId, f) => http.delete(`/client_side_api/v1/profile_management/membership_tiers/${f.spareTiersOf[ownerId]!.pop()}`) },
  { route: 'POST /client_side_api/v1/profile_management/membership_tiers/:id/archive', kind: 'management', call: (http, ownerId, f) => http.post(`/client_side_api/v1/profile_management/membership_tiers/${f.tierOf[ownerId]}/archive`) },
  { route: 'POST /client_side_api/v1/profile_management/membership_tiers/:id/restore', kind: 'management', call: (http, ownerId, f) => http.post(`/client_side_api/v1/profile_management/membership_tiers/${f.tierOf[ownerId]}/restore`) },
  { route: 'GET /client_side_api/v1/profile_management/membership_ticket_options', kind: 'management', call: (http, ownerId) => http.get(`/client_side_api/v1/profile_management/membership_ticket_options?ownerId=${ownerId}`) },
  { route: 'GET /client_side_api/v1/profile_management/membership_discounts', kind: 'management', call: (http, ownerId) => http.get(`/client_side_api/v1/profile_management/membership_discounts?ownerId=${ownerId}`) },
  {
    route: 'POST /client_side_api/v1/profile_management/membership_discounts',
    kind: 'management',
    call: (http, ownerId, f) => http.post('/client_side_api/v1/profile_management/membership_discounts').send({ ownerId, ...matrixBenefit(f.tierOf[ownerId]!) }),
  },
  { route: 'GET /client_side_api/v1/profile_management/membership_discounts/:id', kind: 'management', call: (http, ownerId, f) => http.get(`/client_side_api/v1/profile_management/membership_discounts/${f.benefitOf[ownerId]}`) },
  {
    route: 'PATCH /client_side_api/v1/profile_management/membership_discounts/:id',
    kind: 'management',
    call: (http, ownerId, f) => http.patch(`/client_side_api/v1/profile_management/membership_discounts/${f.benefitOf[ownerId]}`).send(matrixBenefit(f.tierOf[ownerId]!)),
  },
  { route: 'DELETE /client_side_api/v1/profile_management/membership_discounts/:id', kind: 'management', call: (http, ownerId, f) => http.delete(`/client_side_api/v1/profile_management/membership_discounts/${f.spareBenefitsOf[ownerId]!.pop()}`) },
  { route: 'POST /client_side_api/v1/profile_management/membership_discounts/:id/archive', kind: 'management', call: (http, ownerId, f) => http.post(`/client_side_api/v1/profile_management/membership_discounts/${f.benefitOf[ownerId]}/archive`) },
  { route: 'POST /client_side_api/v1/profile_management/membership_discounts/:id/restore', kind: 'management', call: (http, ownerId, f) => http.post(`/client_side_api/v1/profile_management/membership_discounts/${f.benefitOf[ownerId]}/restore`) },
  {
    route: 'PATCH /client_side_api/v1/profile_management/membership_settings/:ownerId',
    kind: 'management',
    call: (http, ownerId) => http.patch(`/client_side_api/v1/profile_management/membership_settings/${ownerId}`).send({ status: 'public', title: 'Join us', description: 'Members keep the lights on' }),
  },
  // Members (added by hand to the owner's tier) and a buyer's own subscriptions.
  { route: 'GET /client_side_api/v1/profile_management/membership_subscriptions', kind: 'management', call: (http, ownerId) => http.get(`${MEMBERS}?ownerId=${ownerId}`) },
  { route: 'GET /client_side_api/v1/profile_management/membership_subscriptions/export', kind: 'management', call: (http, ownerId) => http.get(`${MEMBERS}/export?ownerId=${ownerId}`) },
  { route: 'POST /client_side_api/v1/profile_management/membership_subscriptions', kind: 'management', call: (http, ownerId, f) => http.post(MEMBERS).send(matrixMember(ownerId, f)) },
  { route: 'GET /client_side_api/v1/profile_management/membership_subscriptions/:id', kind: 'management', call: (http, ownerId, f) => http.get(`${MEMBERS}/${f.memberOf[ownerId]}`) },
  { route: 'PATCH /client_side_api/v1/profile_management/membership_subscriptions/:id', kind: 'management', call: (http, ownerId, f) => http.patch(`${MEMBERS}/${f.memberOf[ownerId]}`).send({ name: 'Matrix patron' }) },
  { route: 'DELETE /client_side_api/v1/profile_management/membership_subscriptions/:id', kind: 'management', call: (http, ownerId, f) => http.delete(`${MEMBERS}/${f.spareMembersOf[ownerId]!.pop()}`) },
  { route: 'GET /client_side_api/v1/profiles/:id/membership_subscriptions', kind: 'own-account', call: (http, ownerId) => http.get(`/client_side_api/v1/profiles/${ownerId}/membership_subscriptions`) },
  // Videos: opening a resumable upload (the tus endpoint itself checks the uploader: test/media/video-uploads.spec.ts).
  { route: 'GET /client_side_api/v1/profile_management/videos/direct_upload_url', kind: 'management', call: (http, ownerId) => http.get(`/client_side_api/v1/profile_management/videos/direct_upload_url?ownerId=${ownerId}`) },
  // The video library (a collaborator's 'Remove me' is in test/media/video-library.spec.ts).
  { route: 'GET /client_side_api/v1/profile_management/videos', kind: 'management', call: (http, ownerId) => http.get(`${MANAGED_VIDEOS}?ownerId=${ownerId}`) },
  {
    route: 'POST /client_side_api/v1/profile_management/videos',
    kind: 'management',
    call: (http, ownerId, f) => http.post(MANAGED_VIDEOS).send(videoForm(ownerId, f.videoUploadsOf[ownerId]!.pop()!)),
  },
  { route: 'GET /client_side_api/v1/profile_management/videos/:id', kind: 'management', call: (http, ownerId, f) => http.get(`${MANAGED_VIDEOS}/${f.videoOf[ownerId]}?ownerId=${ownerId}`) },
  {
    route: 'PATCH /client_side_api/v1/profile_management/videos/:id',
    kind: 'management',
    call: (http, ownerId, f) => http.patch(`${MANAGED_VIDEOS}/${f.videoOf[ownerId]}?ownerId=${ownerId}`).send({ title: 'Matrix cut' }),
  },
  { route: 'DELETE /client_side_api/v1/profile_management/videos/:id', kind: 'management', call: (http, ownerId, f) => http.delete(`${MANAGED_VIDEOS}/${f.spareVideosOf[ownerId]!.pop()}?ownerId=${ownerId}`) },
  {
    route: 'POST /client_side_api/v1/profile_management/videos/:id/collaborators',
    kind: 'management',
    call: (http, ownerId, f) => http.post(`${MANAGED_VIDEOS}/${f.videoOf[ownerId]}/collaborators`).send({ ownerId, collaboratorId: f.videoCollaboratorsOf[ownerId]![0] }),
  },
  {
    route: 'DELETE /client_side_api/v1/profile_management/videos/:id/collaborators/:collaboratorId',
    kind: 'management',
    call: (http, ownerId, f) => http.delete(`${MANAGED_VIDEOS}/${f.videoOf[ownerId]}/collaborators/${f.videoCollaboratorsOf[ownerId]!.pop()}?ownerId=${ownerId}`),
  },
  {
    route: 'GET /client_side_api/v1/management/courses/:id/broadcasts',
    kind: 'management',
    call: (http, ownerId, f) => http.get(`/client_side_api/v1/management/courses/${f.broadcastOf[ownerId]!.eventId}/broadcasts`),
  },
  {
    route: 'PUT /client_side_api/v1/management/courses/:id/broadcasts/:dateId',
    kind: 'management',
    call: (http, ownerId, f) => http.put(`/client_side_api/v1/management/courses/${f.broadcastOf[ownerId]!.eventId}/broadcasts/${f.broadcastOf[ownerId]!.dateId}`).send({ kind: 'live' }),
  },
  {
    route: 'POST /client_side_api/v1/management/courses/:id/broadcasts/:dateId/stream_key',
    kind: 'management',
    call: (http, ownerId, f) => http.post(`/client_side_api/v1/management/courses/${f.broadcastOf[ownerId]!.eventId}/broadcasts/${f.broadcastOf[ownerId]!.dateId}/stream_key`),
  },
  // Reserved seating: the owner's charts, the chart its event uses, and who sits where on a date.
  { route: 'GET /client_side_api/v1/profile_management/seat_charts', kind: 'management', call: (http, ownerId) => http.get(`${CHARTS}?ownerId=${ownerId}`) },
  { route: 'POST /client_side_api/v1/profile_management/seat_charts', kind: 'management', call: (http, ownerId) => http.post(CHARTS).send({ ownerId, name: 'Matrix hall', definition: matrixChart }) },
  { route: 'GET /client_side_api/v1/profile_management/seat_charts/:id', kind: 'management', call: (http, ownerId) => http.get(`${CHARTS}/${seatingOf[ownerId]!.chartId}`) },
  { route: 'PATCH /client_side_api/v1/profile_management/seat_charts/:id', kind: 'management', call: (http, ownerId) => http.patch(`${CHARTS}/${seatingOf[ownerId]!.chartsToEdit.pop()}`).send({ name: 'Matrix hall (kept)', version: 1 }) },
  { route: 'DELETE /client_side_api/v1/profile_management/seat_charts/:id', kind: 'management', call: (http, ownerId) => http.delete(`${CHARTS}/${seatingOf[ownerId]!.spareCharts.pop()}`) },
  { route: 'GET /client_side_api/v1/management/courses/:id/seating', kind: 'management', call: (http, ownerId) => http.get(`${DOOR}/${seatingOf[ownerId]!.eventId}/seating`) },
  // The chart the event uses already: its seats stay as they are.
  { route: 'PUT /client_side_api/v1/management/courses/:id/seating', kind: 'management', call: (http, ownerId) => http.put(`${DOOR}/${seatingOf[ownerId]!.eventId}/seating`).send({ chartId: seatingOf[ownerId]!.chartId }) },
  {
    route: 'GET /client_side_api/v1/management/courses/:id/seating/seats',
    kind: 'management',
    call: (http, ownerId) => http.get(`${DOOR}/${seatingOf[ownerId]!.eventId}/seating/seats?event_id=${seatingOf[ownerId]!.dateId}`),
  },
  // A free seat kept for guests, then for sale again, by turns.
  {
    route: 'PATCH /client_side_api/v1/management/courses/:id/seating/seats',
    kind: 'management',
    call: (http, ownerId) =>
      http.patch(`${DOOR}/${seatingOf[ownerId]!.eventId}/seating/seats?event_id=${seatingOf[ownerId]!.dateId}`).send({ labels: ['Stalls-A-4'], blocked: ++matrixBlocks % 2 ? 'kept' : null }),
  },
  // The guest moves to Stalls-A-2; asked again, the guest is there already.
  { route: 'POST /client_side_api/v1/order_items/:id/seat', kind: 'management', call: (http, ownerId) => http.post(`/client_side_api/v1/order_items/${seatingOf[ownerId]!.itemId}/seat`).send({ seatLabel: 'Stalls-A-2' }) },
];

/**
 * Calls without a guard, each with why it needs none. None of them may read or change an owner's data:
 * they are public pages and checkout steps (an order is reached by its unguessable id), the caller's own
 * session, and calls that check a secret of their own (Stripe's signature, the metrics token).
 */
const UNGUARDED: Record<string, string> = {
  'GET /client_side_api/v1/profiles/:id/membership_settings': "the public membership page's settings (the private link id only for the owner's managers)",
  'GET /client_side_api/v1/profiles/:id/membership_tiers': "the public membership page's tiers ([] for a private page without its link id)",
  'GET /client_side_api/v1/me': "the caller's own account",
  'POST /client_side_api/v1/schools': 'creates an organization owned by the caller',
  'POST /client_side_api/v1/file_uploads': 'stores an image of the caller, referred to by its new id',
  'GET /client_side_api/search_collaborators': 'public names and usernames of profiles, for the team form',
  'POST /client_side_api/v1/auth/login': 'signs in (rate limited per account and address)',
  'POST /client_side_api/v1/auth/logout': "ends the caller's own session",
  'POST /client_side_api/v1/auth/sign_up': 'creates an account (rate limited per address)',
  'GET /client_side_api/events/:id': 'the public event page (drafts and private events answer 404)',
  'GET /client_side_api/v1/course_categories': 'public categories',
  'GET /client_side_api/v1/events': 'public: published, non-private events (search, discovery)',
  'GET /client_side_api/v1/calendar/events': 'public: dates of published, non-private events (the embeddable calendar)',
  'GET /calendar/:kind/:username.ics': "public: an owner's upcoming published, non-private dates as an iCalendar feed",
  'GET /client_side_api/v1/profiles/:id/events': "public: a profile's published, non-private upcoming events",
  'GET /client_side_api/:type/courses': "public: a profile's published, non-private upcoming events",
  'GET /client_side_api/:type/courses/past': "public: a profile's published, non-private past events",
  'GET /client_side_api/:type/courses/categories': "public: the categories of a profile's published, non-private events",
  'GET /client_side_api/v1/profiles/:username': 'the public profile page',
  'GET /client_side_api/v1/profiles': 'the public profile directory (public)',
  'POST /client_side_api/follows': "the signed-in caller's own follow of a public profile (login required)",
  'POST /client_side_api/follows/delete': "removes the signed-in caller's own follow (login required)",
  'GET /client_side_api/follows/followers': "a profile's followers (public)",
  'GET /client_side_api/follows/following': 'the profiles a profile follows (public)',
  'GET /client_side_api/v1/file_uploads/:id': 'a public image or file by its unguessable id',
  'GET /client_side_api/v1/videos': 'public: ready videos, members-only ones blurred for viewers who may not watch them',
  'GET /client_side_api/v1/videos/:id': 'the public watch page of a ready video (no file link for a viewer who may not watch it)',
  'GET /client_side_api/v1/broadcasts/:id': "a broadcast's public state; the stream only for its date's online ticket holders and the event's managers",
  'GET /client_side_api/v1/broadcasts/:id/hls/:file': 'HLS files by a URL signed for one signed-in viewer who may watch, expiring',
  'GET /client_side_api/v1/videos/:id/file': "a video's bytes, only for a viewer the members-only rule admits (the owner's managers always)",
  'POST /client_side_api/v1/videos/:id/views': 'counts one view of a video the caller may watch',
  'POST /client_side_api/v1/videos/:id/like': "the signed-in caller's own like of a video they may watch (login required)",
  'POST /client_side_api/v1/videos/:id/like/delete': "removes the signed-in caller's own like (login required)",
  'POST /client_side_api/v1/video_invitations/accept': 'credits the signed-in caller on a video, by the secret link of its collaborator invitation e-mail (login required)',
  'GET /client_side_api/v1/tickets': "a date's public ticket types",
  'GET /client_side_api/v1/seating/:dateId': "a published date's public seat map: statuses without holders, kept seats read as not for sale (drafts answer 404)",
  'GET /client_side_api/v1/seating/:dateId/changes': "the public seat map's status changes as server-sent events (drafts answer 404)",
  'GET /client_side_api/v1/seating/:dateId/best_available': "free seats side by side on a published date's public seat map (drafts answer 404)",
  'GET /client_side_api/v1/tickets/validate_code': 'checks a code at checkout (rate limited per address)',
  'POST /client_side_api/v1/cookies/set': "a promoter link: sets the caller's own cookie naming a public account for a published event (rate limited per address)",
  'POST /client_side_api/v1/tracking/events': "counts a step of a published event's funnel for its stats (nothing read back; rate limited per address)",
  'POST /client_side_api/v1/tracking/purchases/:orderId': 'whether the thank-you page reports its completed order to the pixels, by the order\'s unguessable id (once per order)',
  'POST /client_side_api/v1/orders': 'a buyer starts an order (guests may buy)',
  'POST /client_side_api/v1/orders/create_express': 'a buyer starts an express order',
  'GET /client_side_api/v1/orders/:id': 'the buyer\'s order, by its unguessable id',
  'PATCH /client_side_api/v1/orders/:id': "changes the buyer's order",
  'PATCH /client_side_api/v1/orders/:id/update_express': "changes the buyer's express order",
  'POST /client_side_api/v1/orders/:id/confirm': "the buyer's details and payment request",
  'POST /client_side_api/v1/orders/:id/complete': 'completes a free order or checks its payment',
  'POST /client_side_api/v1/orders/:id/cancel': "the buyer gives up the order's held tickets",
  'GET /client_side_api/v1/orders/:id/summary': 'the thank-you page of the order',
  'GET /client_side_api/v1/orders/:id/tickets': "the order's tickets, by the order's id",
  'GET /client_side_api/v1/orders/:id/tickets.pdf': "the order's tickets as a PDF",
  'GET /client_side_api/v1/registrations/:id': 'the ticket link /ticket/{id}, by its unguessable id',
  'POST /client_side_api/v1/demo_payments/:id/confirm': 'pays a demo payment (no money moves)',
  'POST /client_side_api/v1/video_donations': "the signed-in caller's own donation to a video they may watch (login required)",
  'GET /client_side_api/v1/video_donations/:id': "the signed-in caller's own donation (another's answers 404)",
  'POST /client_side_api/v1/stripe/webhooks': "Stripe's events, checked by their signature",
  'POST /client_side_api/v1/stripe/connect_webhooks': "Stripe's events of connected accounts, checked by their signature",
  'GET /client_side_api/v1/currencies': 'the supported currencies and their card fees (public constants)',
  'POST /client_side_api/v1/error_reports': "the web app's error reports, handed to the error reporter (rate limited per address, small bodies)",
  'GET /api/qr-code': 'draws the QR code of a text',
  'GET /client_side_api/v1/places/autocomplete': 'address suggestions for a signed-in user (rate limited per user)',
  'GET /client_side_api/v1/places/:placeId': "a suggested address's parts for a signed-in user (rate limited per user)",
  'GET /metrics': 'Prometheus metrics, for a bearer METRICS_TOKEN or a site admin (checked by the metrics controller)',
  'POST /membership_subscriptions/initialize_session': "a browser form subscribing the signed-in caller (anonymous: sent to sign in; another user's form is refused)",
  'POST /membership_subscriptions/manage': "a browser form opening the signed-in caller's own subscription portal",
  'POST /client_side_api/v1/stripe/membership_webhooks': "Stripe's subscription events of connected accounts, checked by their signature",
  'GET /client_side_api/v1/demo_subscriptions/sessions/:id': 'a demo checkout session, for its own user only (404 with Stripe)',
  'POST /client_side_api/v1/demo_subscriptions/sessions/:id/complete': "pays the caller's own demo checkout session (no money moves)",
  'GET /client_side_api/v1/demo_subscriptions': "the caller's own demo subscriptions with an owner",
  'GET /client_side_api/v1/memberships': "the caller's own memberships with an owner ([] when not signed in)",
  'POST /client_side_api/v1/memberships/claim': "links an invitation's membership to the signed-in caller, by the signed link of its e-mail",
  'GET /client_side_api/notifications': "the signed-in caller's own notifications (and their organizations' that they get)",
  'POST /client_side_api/notifications/mark_all_as_read': "marks the signed-in caller's own notifications read",
  'POST /client_side_api/notifications/:id/mark_as_read': "marks one of the signed-in caller's own notifications read (another's answers 404)",
  'POST /client_side_api/v1/demo_subscriptions/:subscriptionId/:action': 'changes a demo subscription, for its subscriber or a site admin only (no money moves)',
};

/** Unguarded calls that take an owner only to narrow the caller's own data to that owner (none of the owner's data). */
const CALLER_SCOPED = new Set(['GET /client_side_api/v1/demo_subscriptions', 'GET /client_side_api/v1/memberships']);

/** Public lists that take an ownerId only to narrow what anyone may see to one owner's published content. */
const PUBLIC_BY_OWNER = new Set(['GET /client_side_api/v1/events', 'GET /client_side_api/v1/calendar/events', 'GET /client_side_api/v1/videos']);

interface ApiRoute {
  route: string;
  /** The access rule of the one guard; undefined for an unguarded call. */
  kind: string | undefined;
  method: string;
  path: string;
}

/** Every route the API serves, read from its controllers. */
function apiRoutes(t: TestApp): ApiRoute[] {
  const reflector = t.app.get(Reflector);
  const found: ApiRoute[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        const verb = typeof handler === 'function' ? (Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined) : undefined;
        if (verb === undefined) continue; // not a route (a helper method of the controller)
        const method = RequestMethod[verb];
        const path = `/${[base, String(Reflect.getMetadata(PATH_METADATA, handler as object) ?? '')].filter(Boolean).join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
        found.push({ route: `${method} ${path}`, kind: (accessOf(reflector, handler as object) ?? accessOf(reflector, controller))?.kind, method, path });
      }
    }
  }
  return found;
}

/**
 * Does a route name an owner's data? Management and admin paths, a route parameter naming an owner or
 * profile id, or an `ownerId` in its query or body (read from the API's own OpenAPI document).
 */
function namesOwnerData(route: ApiRoute, document: OpenAPIObject): boolean {
  if (/\/(management|profile_management|admin)\//.test(`${route.path}/`)) return true;
  if (/:(ownerId|profileId|uuid)\b/.test(route.path)) return true;
  const operation = document.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase() as 'get'];
  if (!operation) return false;
  if ((operation.parameters ?? []).some((p) => 'name' in p && p.name === 'ownerId')) return true;
  const body = operation.requestBody && 'content' in operation.requestBody ? operation.requestBody.content['application/json']?.schema : undefined;
  const ref = body && '$ref' in body ? body.$ref.split('/').pop() : undefined;
  const schema = ref ? document.components?.schemas?.[ref] : body;
  return !!schema && 'properties' in schema && !!schema.properties && 'ownerId' in schema.properties;
}

/** Members (one to change, more to remove) and invitations (one to send again, more to cancel) of the organization's team; a refused call uses one up too. */
async function organizationTeamFixtures(t: TestApp, manager: TestUser, organizationId: string, fixtures: Fixtures): Promise<void> {
  const add = async (body: Record<string, unknown>) =>
    (await t.http.post('/client_side_api/v1/profile_management/affiliations').set(bearer(manager)).send({ ownerId: organizationId, name: 'Staff', ...body }).expect(201)).body.id as string;
  const members = await Promise.all([0, 1, 2, 3, 4].map(async () => add({ userId: (await signUpUser(t.http)).id })));
  [fixtures.teamMemberOf[organizationId], ...fixtures.spareTeamMembersOf[organizationId]!] = members;
  const invitations = await Promise.all([0, 1, 2, 3, 4].map((n) => add({ email: `matrix-invitee-${n}@example.com` })));
  [fixtures.invitationOf[organizationId], ...fixtures.spareInvitationsOf[organizationId]!] = invitations;
}

/** A free ticket bought by `email` for a published event of the owner; returns the order id once reports show it. */
async function completedOrder(t: TestApp, manager: TestUser, ownerId: string, email: string): Promise<string> {
  const eventId = await createEvent(t.http, manager, ownerId, { ticketTypes: [ticket({ price: 0 })], collectInformationSetting: 'only-buyer' });
  await t.http.post(`/client_side_api/v1/management/courses/${eventId}/publish`).set(bearer(manager)).expect(200);
  const page = await t.http.get(`/client_side_api/events/${eventId}`).expect(200);
  const dateId = page.body.dates[0].id as string;
  // Several tickets: each check-in and check-out call in the matrix uses one.
  const order = await t.http.post('/client_side_api/v1/orders').send({ event: dateId, tickets: [{ id: page.body.ticketTypes[0].id, quantity: 12 }] }).expect(201);
  await t.http.post(`/client_side_api/v1/orders/${order.body.id}/confirm`).send({ buyerAttributes: buyer({ email, emailConfirm: email }) }).expect(200);
  return order.body.id as string;
}

/** A guarded call runs up to four times per owner (refused or admitted), so four of each spare that a call uses up. */
async function teamAndTicketFixtures(t: TestApp, managers: (readonly [TestUser, string])[], other: TestUser, fixtures: Fixtures): Promise<void> {
  const courses = '/client_side_api/v1/management/courses';
  const four = [1, 2, 3, 4];
  // Organizations are profiles too, and quicker to make than users: they join the teams.
  const [othersEvents, profiles] = await Promise.all([
    Promise.all(four.map(() => createEvent(t.http, other, other.id))),
    Promise.all([...four, ...four, 0].map(() => createOrganization(t.http, other, 'Matrix Ensemble'))),
  ]);
  const addTo = async (event: string, by: TestUser, profileId: string) =>
    (await t.http.post(`${courses}/${event}/teachings`).set(bearer(by)).send({ profileId, name: 'Artist', canManage: true, accessSetting: 'basic' }).expect(201)).body.id as string;
  for (const [manager, ownerId] of managers) {
    const eventId = fixtures.eventOf[ownerId]!;
    const tickets = (await t.http.get(`${courses}/${eventId}/tickets`).set(bearer(manager)).expect(200)).body as { dates: { ticketTypes: Record<string, unknown>[] }[] };
    fixtures.ticketTypesOf[ownerId] = tickets.dates[0]!.ticketTypes.map(({ id, eventDateId, attendance, name, price, currency, quantity }) => ({ id, eventDateId, attendance, name, price, currency, quantity }));
    fixtures.candidatesOf[ownerId] = profiles.slice(0, 4).map((p) => p.id);
    fixtures.teachingOf[ownerId] = await addTo(eventId, manager, profiles[8]!.id);
    [fixtures.spareDatesOf[ownerId], fixtures.spareTeachingsOf[ownerId], fixtures.collaborationsOf[ownerId]] = await Promise.all([
      Promise.all(four.map(async () => (await t.http.post(`${courses}/${eventId}/dates`).set(bearer(manager)).send({ startsAt: '2030-03-01T19:00:00Z', copyTicketTypes: false }).expect(201)).body.id as string)),
      Promise.all(profiles.slice(4, 8).map((p) => addTo(eventId, manager, p.id))),
      Promise.all(othersEvents.map((event) => addTo(event, other, ownerId))),
    ]);
  }
}

/**
 * Paid tickets of each owner to refund or cancel, and free tickets the user `holder` bought for themself
 * (to pass on or cancel); each admitted call uses one up, so four of each.
 */
async function ticketFixtures(t: TestApp, managers: (readonly [TestUser, string])[], holder: TestUser, fixtures: Fixtures): Promise<void> {
  const buy = async (eventId: string, quantity: number, as: TestUser | null, email: string) => {
    const page = await t.http.get(`/client_side_api/events/${eventId}`).expect(200);
    const request = t.http.post('/client_side_api/v1/orders');
    const order = (await (as ? request.set(bearer(as)) : request).send({ event: page.body.dates[0].id, tickets: [{ id: page.body.ticketTypes[0].id, quantity }] }).expect(201)).body;
    const confirm = t.http.post(`/client_side_api/v1/orders/${order.id}/confirm`);
    const confirmed = await (as ? confirm.set(bearer(as)) : confirm).send({ buyerAttributes: buyer({ email, emailConfirm: email }) }).expect(200);
    if (confirmed.body.paymentRequest) {
      const paid = await t.http.post(`/client_side_api/v1/demo_payments/${confirmed.body.paymentRequest.paymentIntent}/confirm`).send({ cardNumber: '4242424242424242' }).expect(200);
      expect(paid.body.result).toBe('succeeded');
    }
    return (order.items as { id: string }[]).map((item) => item.id);
  };
  for (const [manager, ownerId] of managers) {
    await connectPayments(t, ownerId);
    const eventId = await createEvent(t.http, manager, ownerId, { ticketTypes: [ticket({ price: 1500 })], collectInformationSetting: 'only-buyer' });
    await t.http.post(`/client_side_api/v1/management/courses/${eventId}/publish`).set(bearer(manager)).expect(200);
    const items = await buy(eventId, 8, null, `paid-${ownerId}@example.com`);
    [fixtures.refundableOf[ownerId], fixtures.cancellableOf[ownerId]] = [items.slice(0, 4), items.slice(4)];
  }
  const [manager, ownerId] = managers[0]!;
  const freeEvent = await createEvent(t.http, manager, ownerId, { ticketTypes: [ticket({ price: 0 })], collectInformationSetting: 'only-buyer' });
  await t.http.post(`/client_side_api/v1/management/courses/${freeEvent}/publish`).set(bearer(manager)).expect(200);
  const own = await buy(freeEvent, 8, holder, holder.email);
  [fixtures.transferableOf[holder.id], fixtures.ownCancellableOf[holder.id]] = [own.slice(0, 4), own.slice(4)];
  for (const [, organizationId] of managers.slice(1)) [fixtures.transferableOf[organizationId], fixtures.ownCancellableOf[organizationId]] = [own.slice(0, 4), own.slice(4)];
  await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM checkout.registrations WHERE user_id = $1', [holder.id])).length === 8);
}

/** Each owner's charts, and a seated event whose guest's ticket has Stalls-A-1 sold to it (as a seated checkout leaves the seat). */
async function seatingFixtures(t: TestApp, managers: (readonly [TestUser, string])[]): Promise<void> {
  for (const [manager, ownerId] of managers) {
    const [chartId, ...spares] = await Promise.all(
      Array.from({ length: 9 }, async () => (await t.http.post(CHARTS).set(bearer(manager)).send({ ownerId, name: 'Matrix hall', definition: matrixChart }).expect(201)).body.id as string),
    );
    const eventId = await createEvent(t.http, manager, ownerId, { ticketTypes: [ticket({ name: 'Stalls', seatsCategoryKeys: [1] })] });
    const [row] = await sql<{ date_id: string; ticket_id: string }>(t, 'SELECT d.id AS date_id, tt.id AS ticket_id FROM ticketing.event_dates d JOIN ticketing.ticket_types tt ON tt.event_date_id = d.id WHERE d.event_id = $1', [eventId]);
    const guests = await t.http.post(`${DOOR}/${eventId}/guests`).set(bearer(manager)).send({ eventDateId: row!.date_id, tickets: [{ id: row!.ticket_id, quantity: 1 }] }).expect(201);
    const { orderId, registrationIds } = guests.body as { orderId: string; registrationIds: string[] };
    await t.http.put(`${DOOR}/${eventId}/seating`).set(bearer(manager)).send({ chartId }).expect(200);
    await sql(t, `UPDATE ticketing.seats SET order_id = $2, item_id = $3, held_until = NULL WHERE event_date_id = $1 AND label = 'Stalls-A-1'`, [row!.date_id, orderId, registrationIds[0]]);
    seatingOf[ownerId] = { chartId: chartId!, chartsToEdit: spares.slice(0, 4), spareCharts: spares.slice(4), eventId, dateId: row!.date_id, itemId: registrationIds[0]! };
  }
  // A ticket is moved once the guest list has it.
  await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM checkout.registrations WHERE id = ANY($1::uuid[])', [Object.values(seatingOf).map((s) => s.itemId)])).length === managers.length);
}

describe('authorization matrix', () => {
  let t: TestApp;
  let owner: TestUser;
  let orgAdmin: TestUser;
  let stranger: TestUser;
  let siteAdmin: TestUser;
  let organizationId: string;
  const fixtures: Fixtures = { eventOf: {}, orderOf: {}, patronOf: {}, ticketCodesOf: {}, conversationOf: {}, guestTicketOf: {}, webhookOf: {}, spareWebhooksOf: {}, deliveryOf: {}, ticketTypesOf: {}, spareDatesOf: {}, candidatesOf: {}, teachingOf: {}, spareTeachingsOf: {}, collaborationsOf: {}, refundableOf: {}, cancellableOf: {}, transferableOf: {}, ownCancellableOf: {}, usernameOf: {}, locationOf: {}, teamMemberOf: {}, spareTeamMembersOf: {}, invitationOf: {}, spareInvitationsOf: {}, boxOfficeOf: {}, tierOf: {}, spareTiersOf: {}, benefitOf: {}, spareBenefitsOf: {}, memberOf: {}, spareMembersOf: {}, videoOf: {}, spareVideosOf: {}, videoUploadsOf: {}, videoCollaboratorsOf: {}, broadcastOf: {}, promoCodeOf: {}, sparePromoCodesOf: {} };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUpUser(t.http);
    orgAdmin = await signUpUser(t.http);
    stranger = await signUpUser(t.http);
    siteAdmin = await signUpUser(t.http);
    await makeSiteAdmin(t.db, siteAdmin.id);
    const organization = await createOrganization(t.http, orgAdmin);
    organizationId = organization.id;
    fixtures.usernameOf = { [owner.id]: owner.username, [organizationId]: organization.username };
    for (const ownerId of [owner.id, organizationId]) await turnOnDeveloperZone(t.db, ownerId);
    await sql(t, `UPDATE accounts.profiles SET feature_flags = array_append(feature_flags, 'referralTracker') WHERE id = ANY($1::uuid[])`, [[owner.id, organizationId]]);
    fixtures.eventOf[owner.id] = await createEvent(t.http, owner, owner.id);
    fixtures.eventOf[organizationId] = await createEvent(t.http, orgAdmin, organizationId);
    for (const ownerId of [owner.id, organizationId]) {
      const [row] = await sql<{ date_id: string; ticket_id: string }>(t, 'SELECT d.id AS date_id, tt.id AS ticket_id FROM ticketing.event_dates d JOIN ticketing.ticket_types tt ON tt.event_date_id = d.id WHERE d.event_id = $1', [fixtures.eventOf[ownerId]]);
      fixtures.guestTicketOf[ownerId] = { dateId: row!.date_id, ticketId: row!.ticket_id };
    }
    fixtures.patronOf[owner.id] = 'patron-of-user@example.com';
    fixtures.patronOf[organizationId] = 'patron-of-organization@example.com';
    fixtures.orderOf[owner.id] = await completedOrder(t, owner, owner.id, fixtures.patronOf[owner.id]);
    fixtures.orderOf[organizationId] = await completedOrder(t, orgAdmin, organizationId, fixtures.patronOf[organizationId]);
    await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM reporting.transactions')).length === 2);
    for (const ownerId of [owner.id, organizationId]) {
      const tickets = (await t.http.get(`/client_side_api/v1/orders/${fixtures.orderOf[ownerId]}/tickets`).expect(200)).body as { id: string; qrCode: string; event: { id: string } }[];
      fixtures.ticketCodesOf[ownerId] = tickets.slice(0, 4).map((x) => x.qrCode);
      doorOf[ownerId] = { eventId: tickets[0]!.event.id, codes: tickets.slice(4, 8).map((x) => x.qrCode), checkedIn: tickets.slice(8).map((x) => x.id) };
    }
    for (const [manager, ownerId] of [[owner, owner.id], [orgAdmin, organizationId]] as const) {
      await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM checkout.registrations WHERE order_id = $1', [fixtures.orderOf[ownerId]])).length === 12);
      for (const registrationId of doorOf[ownerId]!.checkedIn) await t.http.post(`${DOOR}/${doorOf[ownerId]!.eventId}/check_ins`).set(bearer(manager)).send({ registrationId }).expect(200);
    }
    for (const [manager, ownerId] of [[owner, owner.id], [orgAdmin, organizationId]] as const) {
      fixtures.conversationOf[ownerId] = (await t.http.post(`/client_side_api/v1/event_creators?ownerId=${ownerId}`).set(bearer(manager)).send({}).expect(201)).body.uuid;
    }
    for (const [manager, ownerId] of [[owner, owner.id], [orgAdmin, organizationId]] as const) {
      for (let n = 0; n < 5; n++) {
        await t.http.post('/client_side_api/v1/profile_management/webhooks').set(bearer(manager)).send({ ownerId, url: `https://example.com/${n}`, eventTypes: ['order.created'] }).expect(201);
      }
      const webhooks = (await t.http.get(`/client_side_api/v1/profile_management/webhooks?ownerId=${ownerId}`).set(bearer(manager)).expect(200)).body.data as { id: string }[];
      [fixtures.webhookOf[ownerId], ...fixtures.spareWebhooksOf[ownerId]!] = webhooks.map((w) => w.id);
      // A delivery log as the dispatcher leaves it after a failed attempt.
      const [delivery] = await sql<{ id: string }>(
        t,
        `INSERT INTO integrations.webhook_deliveries (id, webhook_id, owner_id, source_key, event_name, body, status, attempts, created_at)
         VALUES (gen_random_uuid(), $1, $2, 'matrix', 'order.created', '{"type":"order.created","timestamp":"2030-01-01T00:00:00.000Z","data":{}}', 'failed', 1, now()) RETURNING id`,
        [fixtures.webhookOf[ownerId], ownerId],
      );
      fixtures.deliveryOf[ownerId] = delivery!.id;
    }
    await teamAndTicketFixtures(t, [[owner, owner.id], [orgAdmin, organizationId]], stranger, fixtures);
    await ticketFixtures(t, [[owner, owner.id], [orgAdmin, organizationId]], owner, fixtures);
    // Before the members are added: projecting them would lock the prices the tier row changes.
    await seatingFixtures(t, [[owner, owner.id], [orgAdmin, organizationId]]);
    // Payments are connected by now, so card reader venues may be made.
    for (const [manager, ownerId] of [[owner, owner.id], [orgAdmin, organizationId]] as const) {
      fixtures.locationOf[ownerId] = (await t.http.post('/client_side_api/v1/profile_management/locations').set(bearer(manager)).send({ ownerId, location: venue }).expect(201)).body.id;
    }
    await organizationTeamFixtures(t, orgAdmin, organizationId, fixtures);
    for (const [manager, ownerId] of [[owner, owner.id], [orgAdmin, organizationId]] as const) {
      const readerId = await addCardReader(t, ownerId, `tmr_matrix_${ownerId.slice(0, 8)}`);
      const { dateId, ticketId } = fixtures.guestTicketOf[ownerId]!;
      const sale = await t.http.post(`/client_side_api/v1/management/courses/${fixtures.eventOf[ownerId]}/box_office_orders`).set(bearer(manager)).send({ eventDateId: dateId, tickets: [{ id: ticketId, quantity: 1 }] }).expect(201);
      fixtures.boxOfficeOf[ownerId] = { orderId: sale.body.orderId, readerId };
    }
    for (const [manager, ownerId] of [[owner, owner.id], [orgAdmin, organizationId]] as const) {
      const tiers = '/client_side_api/v1/profile_management/membership_tiers';
      const discounts = '/client_side_api/v1/profile_management/membership_discounts';
      const tierIds = await Promise.all([0, 1, 2, 3, 4].map(async () => (await t.http.post(tiers).set(bearer(manager)).send({ ownerId, ...matrixTier }).expect(201)).body.id as string));
      [fixtures.tierOf[ownerId], ...fixtures.spareTiersOf[ownerId]!] = tierIds;
      const benefitIds = await Promise.all([0, 1, 2, 3, 4].map(async () => (await t.http.post(discounts).set(bearer(manager)).send({ ownerId, ...matrixBenefit(tierIds[0]!) }).expect(201)).body.id as string));
      [fixtures.benefitOf[ownerId], ...fixtures.spareBenefitsOf[ownerId]!] = benefitIds;
      const memberIds = await Promise.all([0, 1, 2, 3, 4].map(async () => (await t.http.post(MEMBERS).set(bearer(manager)).send(matrixMember(ownerId, fixtures)).expect(201)).body.id as string));
      [fixtures.memberOf[ownerId], ...fixtures.spareMembersOf[ownerId]!] = memberIds;
    }
    // Videos saved from finished uploads, each crediting four profiles.
    for (const [manager, ownerId] of [[owner, owner.id], [orgAdmin, organizationId]] as const) {
      const credited = [owner.id, organizationId, orgAdmin.id, stranger.id, siteAdmin.id].filter((id) => id !== ownerId).slice(0, 4);
      const save = async () => {
        const upload = await finishedUpload(t, { ownerId, createdBy: manager.id });
        return (await t.http.post(MANAGED_VIDEOS).set(bearer(manager)).send(videoForm(ownerId, upload, { collaboratorIds: credited.join(',') })).expect(201)).body.id as string;
      };
      fixtures.videoOf[ownerId] = await save();
      fixtures.spareVideosOf[ownerId] = [await save(), await save(), await save(), await save()];
      fixtures.videoUploadsOf[ownerId] = await Promise.all([0, 1, 2, 3].map(() => finishedUpload(t, { ownerId, createdBy: manager.id })));
      fixtures.videoCollaboratorsOf[ownerId] = credited;
    }
    for (const [manager, ownerId] of [[owner, owner.id], [orgAdmin, organizationId]] as const) {
      const eventId = await createEvent(t.http, manager, ownerId, { ticketTypes: [ticket({ attendance: 'online', name: 'Stream' })] });
      const [date] = await sql<{ id: string }>(t, 'SELECT id FROM ticketing.event_dates WHERE event_id = $1', [eventId]);
      fixtures.broadcastOf[ownerId] = { eventId, dateId: date!.id };
      await t.http.put(`/client_side_api/v1/management/courses/${eventId}/broadcasts/${date!.id}`).set(bearer(manager)).send({ kind: 'live' }).expect(200);
    }
    for (const [manager, ownerId] of [[owner, owner.id], [orgAdmin, organizationId]] as const) {
      const created = await t.http.post(`${PROMO_CODES}/create_bulk`).set(bearer(manager)).send({ ownerId, codes: [0, 1, 2, 3, 4].map(matrixPromoCode), ...promoTerms }).expect(201);
      [fixtures.promoCodeOf[ownerId], ...fixtures.sparePromoCodesOf[ownerId]!] = created.body.map((code: { id: string }) => code.id);
    }
    for (const [manager, ownerId] of [[owner, owner.id], [orgAdmin, organizationId]] as const) {
      const [listId, ...spareLists] = await Promise.all([0, 1, 2, 3, 4].map(async () => (await t.http.post(LISTS).set(bearer(manager)).send({ ownerId, name: 'Matrix list' }).expect(201)).body.id as string));
      await t.http.post(`${LIST_USERS}/create_bulk`).set(bearer(manager)).send({ customUserListId: listId, emails: [1, 2, 3, 4].map((n) => `matrix-spare-${n}@example.com`) }).expect(201);
      const listed = await t.http.get(`${LIST_USERS}?customUserListId=${listId}`).set(bearer(manager)).expect(200);
      listsOf[ownerId] = { listId: listId!, spareLists, spareUsers: listed.body.data.map((user: { id: string }) => user.id) };
    }
  });
  afterAll(() => t.close());

  describe.each(routes)('$route', ({ kind, call }) => {
    it('answers 401 with a message to an anonymous caller', async () => {
      const response = await call(t.http, owner.id, fixtures).expect(401);
      expect(response.body).toEqual({ message: 'Please log in to continue' });
    });

    it('answers 403 with a message to a user of another owner', async () => {
      const response = await call(t.http, owner.id, fixtures).set(bearer(stranger)).expect(403);
      expect(typeof response.body.message).toBe('string');
      const onOrganization = await call(t.http, organizationId, fixtures).set(bearer(owner)).expect(403);
      expect(typeof onOrganization.body.message).toBe('string');
    });

    if (kind === 'management' || kind === 'site-admin') {
      it('admits a site admin', async () => {
        expect((await call(t.http, owner.id, fixtures).set(bearer(siteAdmin))).status).toBeLessThan(300);
      });
    }

    if (kind === 'management') {
      it('admits the owner and an admin member of the organization', async () => {
        expect((await call(t.http, owner.id, fixtures).set(bearer(owner))).status).toBeLessThan(300);
        expect((await call(t.http, organizationId, fixtures).set(bearer(orgAdmin))).status).toBeLessThan(300);
      });
    } else if (kind === 'starter') {
      it('admits only the user who started the conversation, not even a site admin', async () => {
        await call(t.http, owner.id, fixtures).set(bearer(siteAdmin)).expect(403);
        expect((await call(t.http, owner.id, fixtures).set(bearer(owner))).status).toBeLessThan(300);
        expect((await call(t.http, organizationId, fixtures).set(bearer(orgAdmin))).status).toBeLessThan(300);
      });
    } else if (kind === 'organization') {
      it('admits an admin member of the organization and a site admin, and tells a user owner that teams are for organizations', async () => {
        expect((await call(t.http, organizationId, fixtures).set(bearer(orgAdmin))).status).toBeLessThan(300);
        expect((await call(t.http, organizationId, fixtures).set(bearer(siteAdmin))).status).toBeLessThan(300);
        const refused = await call(t.http, owner.id, fixtures).set(bearer(owner)).expect(422);
        expect(refused.body).toEqual({ message: 'The team page is only available for organizations, please switch to an organization account to access this' });
      });
    } else if (kind === 'profile-owner') {
      it('admits only the profile’s own user or an owner of the organization, not a site admin', async () => {
        await call(t.http, owner.id, fixtures).set(bearer(siteAdmin)).expect(403);
        await call(t.http, organizationId, fixtures).set(bearer(siteAdmin)).expect(403);
        // Accounts of their own to close, so the owners above stay for the other routes.
        const leaving = await signUpUser(t.http);
        const leavingOrganization = await createOrganization(t.http, leaving);
        expect((await call(t.http, leavingOrganization.id, fixtures).set(bearer(leaving))).status).toBeLessThan(300);
        expect((await call(t.http, leaving.id, fixtures).set(bearer(leaving))).status).toBeLessThan(300);
      });
    } else if (kind === 'own-account') {
      it('admits only the user whose account it is, not a site admin', async () => {
        await call(t.http, owner.id, fixtures).set(bearer(siteAdmin)).expect(403);
        expect((await call(t.http, owner.id, fixtures).set(bearer(owner))).status).toBeLessThan(300);
      });
    } else {
      it('refuses an ordinary user even on their own account', async () => {
        await call(t.http, owner.id, fixtures).set(bearer(owner)).expect(403);
      });
    }
  });

  it('calls every guarded route of the API here, and only those', () => {
    const guarded = apiRoutes(t).filter((r) => r.kind !== undefined && r.kind !== 'authenticated');
    expect(guarded.map((r) => r.route).sort()).toEqual(routes.map((r) => r.route).sort());
    // The assistant's starter rule is a management call whose resolver admits only the starter.
    for (const { route, kind } of routes) expect({ route, kind: guarded.find((r) => r.route === route)?.kind }).toEqual({ route, kind: kind === 'starter' || kind === 'organization' || kind === 'profile-owner' ? 'management' : kind });
  });

  it('knows why each unguarded route needs no guard, and none of them names an owner', () => {
    const unguarded = apiRoutes(t).filter((r) => r.kind === undefined || r.kind === 'authenticated');
    expect(unguarded.map((r) => r.route).sort()).toEqual(Object.keys(UNGUARDED).sort());
    const document = buildOpenApiDocument(t.app);
    expect(unguarded.filter((r) => !CALLER_SCOPED.has(r.route) && !PUBLIC_BY_OWNER.has(r.route) && namesOwnerData(r, document)).map((r) => r.route)).toEqual([]);
    // The check itself finds owners where they are named: in the path, the query or the body.
    const named = apiRoutes(t).filter((r) => namesOwnerData(r, document)).map((r) => r.route);
    expect(named).toEqual(expect.arrayContaining(['GET /client_side_api/v1/profile_management/webhooks', 'POST /client_side_api/v1/profile_management/webhooks', 'GET /client_side_api/v1/profiles/:uuid/orders/:type']));
  });
});
