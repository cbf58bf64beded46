import { randomUUID } from 'node:crypto';
import { CheckoutCatalog } from '../../src/ticketing/contracts/checkout-catalog.js';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { connectPayments, sql } from '../support/checkout.js';
import { createEvent, inDays, passDate, ticket } from '../support/events.js';

const courses = '/client_side_api/v1/management/courses';

interface ManagedTicket {
  id: string;
  eventDateId: string;
  name: string;
  customUserListIds: string[];
  initialQuantityPerCode: number | null;
  [field: string]: unknown;
}

/**
 * List tickets (visibilityScope 'list'): the organizer names private access lists and a share code allowance;
 * only signed-in people whose account e-mail is on one of the lists see them. The event tells checkout whether
 * a code box is worth showing.
 */
describe('list tickets', () => {
  let t: TestApp;
  let owner: TestUser;
  let listed: TestUser;
  let other: TestUser;
  let otherOwner: TestUser;
  let members: string;
  let strangersList: string;

  /** A private access list of the owner with these e-mails (stored trimmed and lowercased). */
  const list = async (ownerId: string, name: string, emails: string[]) => {
    const id = randomUUID();
    await sql(t, 'INSERT INTO ticketing.custom_user_lists (id, owner_id, name) VALUES ($1, $2, $3)', [id, ownerId, name]);
    for (const email of emails) await sql(t, 'INSERT INTO ticketing.custom_user_list_users (id, list_id, email) VALUES ($1, $2, lower(btrim($3)))', [randomUUID(), id, email]);
    return id;
  };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUpUser(t.http, { name: 'Maya Lind' });
    listed = await signUpUser(t.http);
    other = await signUpUser(t.http);
    otherOwner = await signUpUser(t.http);
    await connectPayments(t, owner.id);
    // The list holds the listed viewer's address in another case, as organizers paste them.
    members = await list(owner.id, 'Jazz club members', [` ${listed.email.toUpperCase()} `, 'someone@example.com']);
    strangersList = await list(otherOwner.id, 'Not yours', [other.email]);
  });
  afterAll(() => t.close());

  const managed = async (eventId: string): Promise<ManagedTicket[]> =>
    (await t.http.get(`${courses}/${eventId}/tickets`).set(bearer(owner)).expect(200)).body.dates.flatMap((d: { ticketTypes: ManagedTicket[] }) => d.ticketTypes);
  const clubTicket = (overrides: Record<string, unknown> = {}) =>
    ticket({ name: 'Club members', price: 1500, quantity: 40, visibilityScope: 'list', customUserListIds: [members], initialQuantityPerCode: 2, ...overrides });
  const publishedWith = async (overrides: Record<string, unknown>) => {
    const eventId = await createEvent(t.http, owner, owner.id, overrides);
    await t.http.post(`${courses}/${eventId}/publish`).set(bearer(owner)).expect(200);
    return eventId;
  };
  const page = (eventId: string, viewer?: TestUser) => {
    const call = t.http.get(`/client_side_api/events/${eventId}`);
    return (viewer ? call.set(bearer(viewer)) : call).expect(200);
  };
  const dateTickets = (dateId: string, viewer?: TestUser) => {
    const call = t.http.get(`/client_side_api/v1/tickets?eventId=${dateId}`);
    return (viewer ? call.set(bearer(viewer)) : call).expect(200);
  };
  const names = (rows: { name: string }[]) => rows.map((row) => row.name);

  it('shows a list ticket only to a signed-in viewer on one of its lists, never to others or guests', async () => {
    const eventId = await publishedWith({ ticketTypes: [ticket({ name: 'General admission' }), clubTicket()] });
    const [general, club] = await managed(eventId);
    const dateId = club!.eventDateId;

    const seen = await page(eventId, listed);
    expect(names(seen.body.ticketTypes)).toEqual(['General admission', 'Club members']);
    expect(seen.body.ticketTypes[1]).toMatchObject({
      id: club!.id,
      visibilityScope: 'list',
      price: 1500,
      available: 40,
      status: 'on_sale',
      customUserListsCode: null,
      initialQuantityPerCode: 2,
      quantityPerCode: null,
    });
    expect(seen.body.ticketTypes[0]).toMatchObject({ id: general!.id, customUserListsCode: null, initialQuantityPerCode: null, quantityPerCode: null });
    const rows = await dateTickets(dateId, listed);
    expect(rows.body).toEqual(seen.body.ticketTypes);

    for (const viewer of [other, undefined]) {
      expect(names((await page(eventId, viewer)).body.ticketTypes)).toEqual(['General admission']);
      expect(names((await dateTickets(dateId, viewer)).body)).toEqual(['General admission']);
    }
    // The organizer manages the list ticket on the tickets page, not through the public rows.
    expect(names((await page(eventId, owner)).body.ticketTypes)).toEqual(['General admission']);
  });

  it('offers an event whose only tickets are for a list as available to listed viewers only', async () => {
    const eventId = await publishedWith({ ticketTypes: [clubTicket()] });
    expect((await page(eventId, listed)).body).toMatchObject({ inPersonTicketsAvailable: true, inPersonTicketsSoldOut: false });
    expect((await page(eventId, other)).body).toMatchObject({ inPersonTicketsAvailable: false, inPersonTicketsSoldOut: false });
    expect((await page(eventId)).body.ticketTypes).toEqual([]);
  });

  it('saves the lists and the share code allowance of a list ticket, and none for other tickets', async () => {
    const eventId = await createEvent(t.http, owner, owner.id, { ticketTypes: [clubTicket({ customUserListIds: [members, members] })] });
    const [club] = await managed(eventId);
    expect(club).toMatchObject({ visibilityScope: 'list', customUserListIds: [members], initialQuantityPerCode: 2 });

    const second = await list(owner.id, 'Volunteers', []);
    const edit = { id: club!.id, eventDateId: club!.eventDateId, attendance: 'in-person', name: 'Club members', price: 1500, currency: 'usd', quantity: 40, visibilityScope: 'list' };
    const put = (changes: Record<string, unknown>) => t.http.put(`${courses}/${eventId}/tickets`).set(bearer(owner)).send({ ticketTypes: [{ ...edit, ...changes }] });
    await put({ customUserListIds: [second, members], initialQuantityPerCode: null }).expect(200);
    expect((await managed(eventId))[0]).toMatchObject({ customUserListIds: [members, second].sort(), initialQuantityPerCode: null });

    // Made public, the ticket keeps neither lists nor allowance.
    await put({ visibilityScope: 'other', customUserListIds: [members], initialQuantityPerCode: 3 }).expect(200);
    expect((await managed(eventId))[0]).toMatchObject({ visibilityScope: 'other', customUserListIds: [], initialQuantityPerCode: null });
    await t.http.post(`${courses}/${eventId}/publish`).set(bearer(owner)).expect(200);
    expect(names((await page(eventId)).body.ticketTypes)).toEqual(['Club members']);
  });

  it('answers bad list ticket input with clear messages, saving nothing', async () => {
    const eventId = await createEvent(t.http, owner, owner.id, { ticketTypes: [ticket({ name: 'General admission' })] });
    const [general] = await managed(eventId);
    const saved = { id: general!.id, eventDateId: general!.eventDateId, attendance: 'in-person', name: 'General admission', price: 2000, currency: 'usd', quantity: 100 };
    const fresh = { eventDateId: general!.eventDateId, attendance: 'in-person', name: 'Club members', price: 1500, currency: 'usd', quantity: 40, visibilityScope: 'list' };
    const put = (extra: Record<string, unknown>) => t.http.put(`${courses}/${eventId}/tickets`).set(bearer(owner)).send({ ticketTypes: [saved, { ...fresh, ...extra }] });

    expect((await put({}).expect(400)).body).toEqual([{ message: 'Select at least one list' }]);
    expect((await put({ customUserListIds: [] }).expect(400)).body).toEqual([{ message: 'Select at least one list' }]);
    expect((await put({ customUserListIds: [strangersList] }).expect(400)).body).toEqual([{ message: 'Select lists of the event’s owner' }]);
    expect((await put({ customUserListIds: [members, randomUUID()] }).expect(400)).body).toEqual([{ message: 'Select lists of the event’s owner' }]);
    expect((await put({ customUserListIds: ['not-a-list'] }).expect(400)).body).toEqual([{ message: 'Select lists of the event’s owner' }]);
    expect((await put({ customUserListIds: [members], initialQuantityPerCode: 0 }).expect(400)).body).toEqual([{ message: 'Quantity per code must be at least 1' }]);
    expect((await put({ customUserListIds: [members], initialQuantityPerCode: 1.5 }).expect(400)).body).toEqual([{ message: 'Quantity per code must be at least 1' }]);
    const tooLarge = [{ message: 'Ticket quantities must be at most 1,000,000' }];
    expect((await put({ customUserListIds: [members], initialQuantityPerCode: 3_000_000_000 }).expect(400)).body).toEqual(tooLarge);
    expect((await put({ customUserListIds: [members], quantity: 3_000_000_000 }).expect(400)).body).toEqual(tooLarge);
    expect((await managed(eventId)).map((x) => x.name)).toEqual(['General admission']);

    // Creating an event checks the same.
    const create = (extra: Record<string, unknown>) =>
      t.http
        .post(courses)
        .set(bearer(owner))
        .send({ ownerId: owner.id, name: 'Members night', timezone: 'America/New_York', dates: [{ startsAt: inDays(12) }], ticketTypes: [{ ...ticket(), ...fresh, ...extra, eventDateId: undefined }] });
    expect((await create({}).expect(400)).body).toEqual([{ message: 'Select at least one list' }]);
    expect((await create({ customUserListIds: [strangersList] }).expect(400)).body).toEqual([{ message: 'Select lists of the event’s owner' }]);
    expect((await create({ customUserListIds: [members], initialQuantityPerCode: -2 }).expect(400)).body).toEqual([{ message: 'Quantity per code must be at least 1' }]);
    expect((await create({ visibilityScope: 'secret', code: 'VIP', quantityPerCode: 3_000_000_000 }).expect(400)).body).toEqual(tooLarge);
  });

  it('copies the lists of a list ticket to a new date', async () => {
    const eventId = await createEvent(t.http, owner, owner.id, { ticketTypes: [clubTicket()] });
    await t.http.post(`${courses}/${eventId}/dates`).set(bearer(owner)).send({ startsAt: inDays(20) }).expect(201);
    expect((await managed(eventId)).map((x) => [x.name, x.customUserListIds, x.initialQuantityPerCode])).toEqual([
      ['Club members', [members], 2],
      ['Club members', [members], 2],
    ]);
  });

  describe('codes available in person and online', () => {
    const flags = async (eventId: string) => {
      const { codesAvailableInPerson, codesAvailableOnline } = (await page(eventId)).body;
      return { codesAvailableInPerson, codesAvailableOnline };
    };
    const stream = (overrides: Record<string, unknown> = {}) => ticket({ name: 'Stream', attendance: 'online', price: 800, ...overrides });

    it('are off without codes, and on for the attendance of a secret ticket or a list ticket with share codes', async () => {
      const codeless = await publishedWith({ ticketTypes: [ticket(), stream(), clubTicket({ initialQuantityPerCode: null })] });
      expect(await flags(codeless)).toEqual({ codesAvailableInPerson: false, codesAvailableOnline: false });

      const secret = await publishedWith({ ticketTypes: [ticket({ name: 'Backstage', visibilityScope: 'secret', code: 'BACKSTAGE' }), stream()] });
      expect(await flags(secret)).toEqual({ codesAvailableInPerson: true, codesAvailableOnline: false });

      // A guest sees no list ticket, yet may learn a share code from a friend.
      const shared = await publishedWith({ ticketTypes: [ticket(), clubTicket({ attendance: 'online' })] });
      expect(await flags(shared)).toEqual({ codesAvailableInPerson: false, codesAvailableOnline: true });
    });

    it('are off when the only codes are for dates that are over', async () => {
      const past = await passDate(t.db, await publishedWith({ ticketTypes: [ticket({ visibilityScope: 'secret', code: 'OLD' })] }), { startsAt: inDays(-3), endsAt: inDays(-3, 22) });
      expect(await flags(past)).toEqual({ codesAvailableInPerson: false, codesAvailableOnline: false });
    });

    it("are on for every attendance while an active or future promo code of the owner covers the event", async () => {
      const promoOwner = await signUpUser(t.http);
      const categories = (await t.http.get('/client_side_api/v1/course_categories').expect(200)).body as { id: string }[];
      const [music, dance] = categories;
      const eventId = await createEvent(t.http, promoOwner, promoOwner.id, { categoryId: music!.id, ticketTypes: [ticket(), stream()] });
      await t.http.post(`${courses}/${eventId}/publish`).set(bearer(promoOwner)).expect(200);
      const promo = (body: Record<string, unknown>) =>
        t.http
          .post('/client_side_api/v1/profile_management/promo_codes')
          .set(bearer(promoOwner))
          .send({ ownerId: promoOwner.id, startsAt: '2020-01-01T00:00:00Z', endsAt: null, amount: null, percentageValue: 10, quantity: null, courseCategoryIds: [], scope: 'owner', ...body })
          .expect(201);
      expect(await flags(eventId)).toEqual({ codesAvailableInPerson: false, codesAvailableOnline: false });

      // Another category's code does not cover it; a code of another owner neither.
      await promo({ code: 'DANCE', scope: 'course_categories', courseCategoryIds: [dance!.id] });
      await t.http
        .post('/client_side_api/v1/profile_management/promo_codes')
        .set(bearer(owner))
        .send({ ownerId: owner.id, code: 'MAYA10', startsAt: '2020-01-01T00:00:00Z', endsAt: null, amount: null, percentageValue: 10, quantity: null, courseCategoryIds: [], scope: 'owner' })
        .expect(201);
      expect(await flags(eventId)).toEqual({ codesAvailableInPerson: false, codesAvailableOnline: false });

      const music10 = await promo({ code: 'MUSIC', scope: 'course_categories', courseCategoryIds: [music!.id] });
      expect(await flags(eventId)).toEqual({ codesAvailableInPerson: true, codesAvailableOnline: true });
      // Once it has ended it covers nothing; a code that starts next month already counts.
      await sql(t, `UPDATE ticketing.promo_codes SET ends_at = now() - interval '1 minute' WHERE id = $1`, [music10.body.id]);
      expect(await flags(eventId)).toEqual({ codesAvailableInPerson: false, codesAvailableOnline: false });
      await promo({ code: 'SOON', startsAt: inDays(30, 10) });
      expect(await flags(eventId)).toEqual({ codesAvailableInPerson: true, codesAvailableOnline: true });
    });
  });

  describe('checkout catalog', () => {
    let club: ManagedTicket;
    let orderId: string;
    beforeAll(async () => {
      const eventId = await publishedWith({ ticketTypes: [clubTicket({ initialQuantityPerCode: 3 })] });
      [club] = await managed(eventId);
      orderId = randomUUID();
    });
    const catalog = () => t.app.get(CheckoutCatalog);
    const codeOf = async (email: string) => (await catalog().shareCodes([{ ticketTypeId: club.id, email }]))[0]!.code;

    it('names the lists and allowance of a list ticket in the offer', async () => {
      const offer = await catalog().offerForDate(club.eventDateId);
      expect(offer!.ticketTypes[0]).toMatchObject({ id: club.id, visibilityScope: 'list', customUserListIds: [members], initialQuantityPerCode: 3 });
    });

    it('gives each listed holder one share code of 8 capitals and digits, and none to people off the list', async () => {
      const [code] = await catalog().shareCodes([{ ticketTypeId: club.id, email: listed.email }]);
      expect(code).toEqual({ ticketTypeId: club.id, email: listed.email, code: expect.stringMatching(/^[A-Z0-9]{8}$/), left: 3 });
      // Asked again (in any case), the holder keeps the code.
      expect(await catalog().shareCodes([{ ticketTypeId: club.id, email: ` ${listed.email.toUpperCase()}` }])).toEqual([code]);
      expect(await catalog().shareCodes([{ ticketTypeId: club.id, email: other.email }])).toEqual([]);
      const another = await catalog().shareCodes([{ ticketTypeId: club.id, email: 'someone@example.com' }]);
      expect(another[0]!.code).not.toBe(code!.code);
    });

    it('tells a listed buyer, a buyer with a share code and a guest apart', async () => {
      const code = await codeOf(listed.email);
      expect(await catalog().listAccess([club.id], { email: listed.email, shareCodes: [] })).toEqual([{ ticketTypeId: club.id, listed: true, shareCode: null, left: null }]);
      expect(await catalog().listAccess([club.id], { email: other.email, shareCodes: ['NOPE1234', code.toLowerCase()] })).toEqual([
        { ticketTypeId: club.id, listed: false, shareCode: code, left: 3 },
      ]);
      expect(await catalog().listAccess([club.id], { email: null, shareCodes: [code] })).toEqual([{ ticketTypeId: club.id, listed: false, shareCode: null, left: null }]);
    });

    it("counts the tickets held or sold through a code against its allowance, not the asking order's own", async () => {
      const code = await codeOf('someone@example.com');
      const hold = (order: string, quantity: number, expires: string, committed = false) =>
        sql(t, `INSERT INTO ticketing.holds (order_id, ticket_type_id, quantity, expires_at, committed, share_code) VALUES ($1, $2, $3, now() + $4::interval, $5, $6)`, [
          order,
          club.id,
          quantity,
          expires,
          committed,
          code,
        ]);
      await hold(orderId, 1, '10 minutes');
      await hold(randomUUID(), 1, '-1 minute');
      await hold(randomUUID(), 1, '-1 day', true);
      const access = (order: string | null) => catalog().listAccess([club.id], { email: other.email, shareCodes: [code] }, order);
      expect((await access(null))[0]).toMatchObject({ shareCode: code, left: 1 });
      expect((await access(orderId))[0]).toMatchObject({ shareCode: code, left: 2 });
      expect(await catalog().shareCodes([{ ticketTypeId: club.id, email: 'someone@example.com' }])).toEqual([{ ticketTypeId: club.id, email: 'someone@example.com', code, left: 1 }]);
    });

    it('drops the code of a holder taken off the list', async () => {
      const code = await codeOf(listed.email);
      await sql(t, 'DELETE FROM ticketing.custom_user_list_users WHERE list_id = $1 AND email = $2', [members, listed.email]);
      try {
        expect(await catalog().shareCodes([{ ticketTypeId: club.id, email: listed.email }])).toEqual([]);
        expect((await catalog().listAccess([club.id], { email: listed.email, shareCodes: [code] }))[0]).toEqual({ ticketTypeId: club.id, listed: false, shareCode: null, left: null });
      } finally {
        await sql(t, 'INSERT INTO ticketing.custom_user_list_users (id, list_id, email) VALUES ($1, $2, $3)', [randomUUID(), members, listed.email]);
      }
    });
  });
});
