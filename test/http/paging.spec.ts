import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocument } from '../../src/shared/http/openapi.js';
import { MAX_PAGE } from '../../src/shared/paging.js';
import { projectUntil } from '../support/checkout.js';
import { createEvent } from '../support/events.js';
import { bearer, createOrganization, makeSiteAdmin, signUpUser, startTestApp, turnOnDeveloperZone, type TestApp, type TestUser } from '../support/app.js';

/**
 * Every paged list takes pages 1 to MAX_PAGE, says so in the contract, and answers a page past it with
 * 400 and a message (a page such as 1e20 is a whole number to JavaScript but overflows PostgreSQL's offset).
 */
interface Caller {
  owner: TestUser;
  siteAdmin: TestUser;
  organizationId: string;
  eventId: string;
  /** A private access list of the owner. */
  listId: string;
}

/** Each paged list of the API (as the document names it), called by someone it admits. */
const PAGED: Record<string, (c: Caller) => { url: string; as?: TestUser }> = {
  'GET /client_side_api/v1/profiles': () => ({ url: '/client_side_api/v1/profiles' }),
  'GET /client_side_api/v1/admin/accounts': (c) => ({ url: '/client_side_api/v1/admin/accounts', as: c.siteAdmin }),
  'GET /client_side_api/v1/admin/actions': (c) => ({ url: '/client_side_api/v1/admin/actions', as: c.siteAdmin }),
  'GET /client_side_api/v1/profile_management/affiliations': (c) => ({ url: `/client_side_api/v1/profile_management/affiliations?ownerId=${c.organizationId}`, as: c.owner }),
  'GET /client_side_api/v1/profile_management/payouts': (c) => ({ url: `/client_side_api/v1/profile_management/payouts?ownerId=${c.owner.id}`, as: c.owner }),
  'GET /client_side_api/follows/followers': (c) => ({ url: `/client_side_api/follows/followers?id=${c.owner.id}` }),
  'GET /client_side_api/follows/following': (c) => ({ url: `/client_side_api/follows/following?id=${c.owner.id}` }),
  'GET /client_side_api/v1/videos': () => ({ url: '/client_side_api/v1/videos' }),
  'GET /client_side_api/v1/profile_management/events': (c) => ({ url: `/client_side_api/v1/profile_management/events?ownerId=${c.owner.id}`, as: c.owner }),
  'GET /client_side_api/v1/events': () => ({ url: '/client_side_api/v1/events' }),
  'GET /client_side_api/v1/calendar/events': () => ({ url: '/client_side_api/v1/calendar/events' }),
  'GET /client_side_api/v1/profiles/{id}/events': (c) => ({ url: `/client_side_api/v1/profiles/${c.owner.id}/events` }),
  'GET /client_side_api/{type}/courses': (c) => ({ url: `/client_side_api/users/courses?id=${c.owner.id}` }),
  'GET /client_side_api/{type}/courses/past': (c) => ({ url: `/client_side_api/users/courses/past?id=${c.owner.id}` }),
  'GET /client_side_api/v1/management/courses/{id}/registrations': (c) => ({ url: `/client_side_api/v1/management/courses/${c.eventId}/registrations`, as: c.owner }),
  'GET /client_side_api/v1/profiles/{uuid}/orders/{type}': (c) => ({ url: `/client_side_api/v1/profiles/${c.owner.id}/orders/future`, as: c.owner }),
  'GET /client_side_api/v1/profile_management/membership_subscriptions': (c) => ({ url: `/client_side_api/v1/profile_management/membership_subscriptions?ownerId=${c.owner.id}`, as: c.owner }),
  'GET /client_side_api/v1/profile_management/transactions': (c) => ({ url: `/client_side_api/v1/profile_management/transactions?ownerId=${c.owner.id}`, as: c.owner }),
  'GET /client_side_api/v1/profile_management/patrons': (c) => ({ url: `/client_side_api/v1/profile_management/patrons?ownerId=${c.owner.id}`, as: c.owner }),
  'GET /client_side_api/v1/profile_management/activities': (c) => ({ url: `/client_side_api/v1/profile_management/activities?ownerId=${c.owner.id}`, as: c.owner }),
  'GET /client_side_api/v1/profile_management/videos': (c) => ({ url: `/client_side_api/v1/profile_management/videos?ownerId=${c.owner.id}`, as: c.owner }),
  'GET /client_side_api/v1/profile_management/webhooks': (c) => ({ url: `/client_side_api/v1/profile_management/webhooks?ownerId=${c.owner.id}`, as: c.owner }),
  'GET /client_side_api/v1/profile_management/webhook_event_deliveries': (c) => ({ url: `/client_side_api/v1/profile_management/webhook_event_deliveries?ownerId=${c.owner.id}`, as: c.owner }),
  'GET /client_side_api/v1/profile_management/promo_codes': (c) => ({ url: `/client_side_api/v1/profile_management/promo_codes?ownerId=${c.owner.id}`, as: c.owner }),
  'GET /client_side_api/v1/profile_management/custom_user_lists': (c) => ({ url: `/client_side_api/v1/profile_management/custom_user_lists?ownerId=${c.owner.id}`, as: c.owner }),
  'GET /client_side_api/v1/profile_management/custom_user_lists_users': (c) => ({ url: `/client_side_api/v1/profile_management/custom_user_lists_users?customUserListId=${c.listId}`, as: c.owner }),
  'GET /client_side_api/v1/profile_management/referrals': (c) => ({ url: `/client_side_api/v1/profile_management/referrals?ownerId=${c.owner.id}`, as: c.owner }),
  'GET /client_side_api/v1/profile_management/referral_payouts': (c) => ({ url: `/client_side_api/v1/profile_management/referral_payouts?ownerId=${c.owner.id}`, as: c.owner }),
  'GET /client_side_api/v1/reporting/promoters': (c) => ({ url: `/client_side_api/v1/reporting/promoters?ownerId=${c.owner.id}`, as: c.owner }),
};

/** The bounds of an operation's `page` query parameter, or undefined when it takes none. */
function pageBoundsOf(operation: OpenAPIObject['paths'][string]['get']): { minimum?: number; maximum?: number } | undefined {
  for (const parameter of operation?.parameters ?? []) {
    if ('name' in parameter && parameter.in === 'query' && parameter.name === 'page') {
      const { minimum, maximum } = (parameter.schema ?? {}) as { minimum?: number; maximum?: number };
      return { minimum, maximum };
    }
  }
  return undefined;
}

/** The rows of a page: the reply itself, or its `data`. */
const rowsOf = (body: unknown) => (Array.isArray(body) ? body : (body as { data: unknown }).data);

describe('paged lists', () => {
  let t: TestApp;
  let document: OpenAPIObject;
  const caller = {} as Caller;

  beforeAll(async () => {
    t = await startTestApp();
    document = buildOpenApiDocument(t.app);
    caller.owner = await signUpUser(t.http);
    caller.siteAdmin = await signUpUser(t.http);
    await makeSiteAdmin(t.db, caller.siteAdmin.id);
    await turnOnDeveloperZone(t.db, caller.owner.id);
    caller.organizationId = (await createOrganization(t.http, caller.owner)).id;
    caller.eventId = await createEvent(t.http, caller.owner, caller.owner.id);
    const list = await t.http.post('/client_side_api/v1/profile_management/custom_user_lists').set(bearer(caller.owner)).send({ ownerId: caller.owner.id, name: 'Paged' }).expect(201);
    caller.listId = list.body.id;
    await t.http.patch(`/client_side_api/v1/admin/accounts/${caller.owner.id}/flags`).set(bearer(caller.siteAdmin)).send({ flag: 'referralTracker', enabled: true }).expect(200);
    // The worker's projections make the reporting tables the reports read.
    await projectUntil(t, async () => true);
  });
  afterAll(() => t.close());

  it(`state pages 1 to ${MAX_PAGE} in the contract, and each is called here`, () => {
    const paged = Object.entries(document.paths).flatMap(([path, item]) => {
      const bounds = pageBoundsOf(item.get);
      return bounds ? [{ route: `GET ${path}`, ...bounds }] : [];
    });
    expect(paged).toEqual(paged.map(({ route }) => ({ route, minimum: 1, maximum: 10000 })));
    expect(paged.map(({ route }) => route).sort()).toEqual(Object.keys(PAGED).sort());
    // No other method takes a page.
    const others = Object.entries(document.paths).flatMap(([path, item]) => (['post', 'put', 'patch', 'delete'] as const).filter((method) => pageBoundsOf(item[method])).map((method) => `${method} ${path}`));
    expect(others).toEqual([]);
  });

  describe.each(Object.keys(PAGED))('%s', (route) => {
    const call = (page: string) => {
      const { url, as } = PAGED[route]!(caller);
      const request = t.http.get(`${url}${url.includes('?') ? '&' : '?'}page=${page}`);
      return as ? request.set(bearer(as)) : request;
    };

    it('refuses a page past the last one, or no whole number from 1, with 400 and the message', async () => {
      expect((await call('1e20').expect(400)).body).toEqual([{ message: 'page must be at most 10000' }]);
      expect((await call('100000000000000000000').expect(400)).body).toEqual([{ message: 'page must be at most 10000' }]);
      expect((await call('10001').expect(400)).body).toEqual([{ message: 'page must be at most 10000' }]);
      expect((await call('0').expect(400)).body).toEqual([{ message: 'page must be 1 or more' }]);
      expect((await call('two').expect(400)).body).toEqual([{ message: 'page must be a whole number' }]);
      expect((await call('1.5').expect(400)).body).toEqual([{ message: 'page must be a whole number' }]);
    });

    it('answers the last page it accepts with an empty list', async () => {
      expect(rowsOf((await call(String(MAX_PAGE)).expect(200)).body)).toEqual([]);
    });
  });
});
