import { randomUUID } from 'node:crypto';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { buyer, connectPayments, projectUntil, publishedEvent, sql, type PublishedEvent } from '../support/checkout.js';
import { ticket } from '../support/events.js';

const ORDERS = '/client_side_api/v1/orders';
const LIST_ONLY = 'This ticket is only for people on the organizer’s list';
const LOG_IN = 'Please log in to use this code';
const USED_UP = 'Sorry, this code has been used up.';

interface ListData {
  count: number;
  shareCode: string;
}

describe('checkout: list tickets and share codes', () => {
  let t: TestApp;
  let owner: TestUser;
  let lena: TestUser;
  let otto: TestUser;
  let sam: TestUser;
  let tia: TestUser;
  let event: PublishedEvent;
  let friends: string;
  let general: string;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUpUser(t.http, { name: 'Maya Lind' });
    await connectPayments(t, owner.id);
    lena = await signUpUser(t.http, { name: 'Lena Listed' });
    otto = await signUpUser(t.http, { name: 'Otto Outside' });
    sam = await signUpUser(t.http, { name: 'Sam Shared' });
    tia = await signUpUser(t.http, { name: 'Tia Third' });
    // Lena is on the organizer's list, by her account's e-mail (the list keeps it lowercased).
    const listId = randomUUID();
    await sql(t, `INSERT INTO ticketing.custom_user_lists (id, owner_id, name) VALUES ($1, $2, 'Friends of the band')`, [listId, owner.id]);
    await sql(t, `INSERT INTO ticketing.custom_user_list_users (id, list_id, email) VALUES ($1, $2, lower($3))`, [randomUUID(), listId, lena.email]);
    event = await publishedEvent(t, owner, {
      collectInformationSetting: 'only-buyer',
      ticketTypes: [ticket({ name: 'Friends', price: 0, visibilityScope: 'list', customUserListIds: [listId], initialQuantityPerCode: 2 }), ticket({ name: 'General', price: 0 })],
    });
    friends = event.tickets.Friends!;
    general = event.tickets.General!;
  });
  afterAll(() => t.close());

  const order = (user: TestUser | null, tickets: { id: string; quantity: number }[], customUserListsCodes?: string[]) => {
    const request = t.http.post(ORDERS);
    return (user ? request.set(bearer(user)) : request).send({ event: event.dateId, tickets, ...(customUserListsCodes ? { customUserListsCodes } : {}) });
  };
  const validate = (user: TestUser | null, code: string) => {
    const request = t.http.get(`/client_side_api/v1/tickets/validate_code?eventId=${event.dateId}&promoCode=${code}`);
    return user ? request.set(bearer(user)) : request;
  };
  /** Confirms a free order (it completes at once) and waits for its registrations. */
  const complete = async (user: TestUser, orderId: string, quantity: number) => {
    await t.http.post(`${ORDERS}/${orderId}/confirm`).set(bearer(user)).send({ buyerAttributes: buyer({ email: user.email, emailConfirm: user.email }) }).expect(200);
    await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM checkout.registrations WHERE order_id = $1', [orderId])).length === quantity);
  };
  const orderTickets = async (orderId: string) => (await t.http.get(`${ORDERS}/${orderId}/tickets`).expect(200)).body as { id: string; customUserListData: ListData | null }[];
  const ticketList = async (user: TestUser) => {
    const { body } = await t.http.get(`/client_side_api/v1/profiles/${user.id}/orders/future`).set(bearer(user)).expect(200);
    return (body.data as { registrations: { id: string; customUserListData: ListData | null }[] }[]).flatMap((group) => group.registrations);
  };
  const heldWithCode = async (code: string) => Number((await sql<{ quantity: string | number }>(t, 'SELECT coalesce(sum(quantity), 0) AS quantity FROM ticketing.holds WHERE share_code = $1', [code]))[0]!.quantity);

  let lenasOrder: string;
  let shareCode: string;
  let samsItems: string[];

  it('sells a list ticket to a listed buyer only: another signed-in buyer and a guest get the list message', async () => {
    for (const outsider of [otto, null]) {
      expect((await order(outsider, [{ id: friends, quantity: 1 }]).expect(422)).body).toEqual({ message: LIST_ONLY });
    }
    const created = (await order(lena, [{ id: friends, quantity: 1 }]).expect(201)).body;
    expect(created.items).toEqual([expect.objectContaining({ ticket: friends })]);
    lenasOrder = created.id;
    await complete(lena, lenasOrder, 1);
  });

  it("shows the listed buyer's share code with its allowance on her tickets", async () => {
    const [mine] = await orderTickets(lenasOrder);
    expect(mine!.customUserListData).toEqual({ count: 2, shareCode: expect.stringMatching(/^[A-Z0-9]{8}$/) });
    shareCode = mine!.customUserListData!.shareCode;
    expect((await ticketList(lena)).find((r) => r.id === mine!.id)?.customUserListData).toEqual({ count: 2, shareCode });
  });

  it('asks a guest to log in for a share code, and tells a signed-in buyer the tickets it unlocks', async () => {
    expect((await validate(null, shareCode).expect(422)).body).toEqual({ message: LOG_IN });
    expect((await order(null, [{ id: friends, quantity: 1 }], [shareCode]).expect(422)).body).toEqual({ message: LIST_ONLY });

    const unlocked = (await validate(sam, shareCode.toLowerCase()).expect(200)).body;
    expect(unlocked).toMatchObject({ kind: 'list', promo: null });
    expect(unlocked.tickets).toEqual([expect.objectContaining({ id: friends, name: 'Friends', customUserListsCode: shareCode, initialQuantityPerCode: 2, quantityPerCode: 2 })]);
  });

  it('sells the allowance through the code once: two tickets to a second buyer, then nothing more to a third', async () => {
    const created = (await order(sam, [{ id: friends, quantity: 2 }], [` ${shareCode.toLowerCase()} `]).expect(201)).body;
    expect(created.customUserListsCodes).toEqual([shareCode]);
    // The hold names the code, so its allowance counts them.
    expect(await heldWithCode(shareCode)).toBe(2);
    await complete(sam, created.id, 2);
    samsItems = created.items.map((item: { id: string }) => item.id);
    // A buyer through a share code gets no code of their own; the listed buyer's code has none left.
    expect((await orderTickets(created.id)).map((x) => x.customUserListData)).toEqual([null, null]);
    expect((await orderTickets(lenasOrder))[0]!.customUserListData).toEqual({ count: 0, shareCode });

    expect((await validate(tia, shareCode).expect(422)).body).toEqual({ message: USED_UP });
    expect((await order(tia, [{ id: friends, quantity: 1 }], [shareCode]).expect(422)).body).toEqual({ message: LIST_ONLY });
  });

  it('gives a ticket bought through the code back to its allowance when the organizer or its holder cancels it, and a changed order may take it', async () => {
    expect((await t.http.post(`/client_side_api/v1/order_items/${samsItems[0]}/cancel`).set(bearer(owner)).expect(200)).body).toEqual({ message: 'Registration cancelled' });
    expect((await orderTickets(lenasOrder))[0]!.customUserListData).toEqual({ count: 1, shareCode });

    // Tia starts with a general ticket and adds the list ticket through the code when she changes her order.
    const created = (await order(tia, [{ id: general, quantity: 1 }]).expect(201)).body;
    const tooMany = await t.http.patch(`${ORDERS}/${created.id}`).send({ tickets: [{ id: friends, quantity: 2 }], customUserListsCodes: [shareCode] }).expect(422);
    expect(tooMany.body).toEqual({ message: LIST_ONLY });
    const changed = (await t.http.patch(`${ORDERS}/${created.id}`).send({ tickets: [{ id: general, quantity: 1 }, { id: friends, quantity: 1 }], customUserListsCodes: [shareCode] }).expect(200)).body;
    expect(changed.customUserListsCodes).toEqual([shareCode]);
    // A later change without codes keeps the ones given.
    await t.http.patch(`${ORDERS}/${created.id}`).send({ tickets: [{ id: friends, quantity: 1 }] }).expect(200);
    await complete(tia, created.id, 1);
    expect((await orderTickets(lenasOrder))[0]!.customUserListData).toEqual({ count: 0, shareCode });

    // The holder's own cancellation gives it back too.
    await t.http.patch(`/client_side_api/v1/profiles/${sam.id}/order_items/${samsItems[1]}/cancel`).set(bearer(sam)).expect(200);
    expect((await orderTickets(lenasOrder))[0]!.customUserListData).toEqual({ count: 1, shareCode });
  });
});
