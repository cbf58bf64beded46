import { randomUUID } from 'node:crypto';
import { CheckoutCatalog } from '../../src/ticketing/contracts/checkout-catalog.js';
import { Inventory } from '../../src/ticketing/contracts/inventory.js';
import { signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { publishedEvent, sql } from '../support/checkout.js';
import { ticket } from '../support/events.js';

/**
 * A listed buyer's share code buys others at most the list ticket's allowance (initialQuantityPerCode): the
 * inventory counts the tickets held and sold through the code under the ticket type's lock, however many
 * buyers race for it.
 */
describe('inventory: share codes of list tickets', () => {
  let t: TestApp;
  let owner: TestUser;
  let listId: string;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUpUser(t.http);
    listId = randomUUID();
    await sql(t, 'INSERT INTO ticketing.custom_user_lists (id, owner_id, name) VALUES ($1, $2, $3)', [listId, owner.id, 'Jazz club members']);
    await sql(t, 'INSERT INTO ticketing.custom_user_list_users (id, list_id, email) VALUES ($1, $2, $3)', [randomUUID(), listId, 'member@example.com']);
  });
  afterAll(() => t.close());

  const inventory = () => t.app.get(Inventory);
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);
  /** A free list ticket (plenty of capacity) whose share codes buy `allowance` tickets, and the member's code. */
  const listTicket = async (allowance: number) => {
    const event = await publishedEvent(t, owner, {
      ticketTypes: [ticket({ name: 'Club members', price: 0, quantity: 100, visibilityScope: 'list', customUserListIds: [listId], initialQuantityPerCode: allowance })],
    });
    const ticketTypeId = event.tickets['Club members']!;
    const [shared] = await t.app.get(CheckoutCatalog).shareCodes([{ ticketTypeId, email: 'member@example.com' }]);
    return { ticketTypeId, code: shared!.code };
  };
  const heldThrough = async (code: string) =>
    (await sql<{ held: number }>(t, 'SELECT coalesce(sum(quantity), 0) AS held FROM ticketing.holds WHERE share_code = $1 AND (committed OR expires_at > now())', [code]))[0]!.held;

  it('lets exactly 3 of 20 orders racing through one code with an allowance of 3 hold a ticket', async () => {
    const { ticketTypeId, code } = await listTicket(3);
    const results = await Promise.all(Array.from({ length: 20 }, () => inventory().hold(randomUUID(), [{ ticketTypeId, quantity: 1, shareCode: code }], inMinutes(14))));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.filter((r) => !r.ok)).toEqual(Array.from({ length: 17 }, () => ({ ok: false, soldOut: [ticketTypeId] })));
    expect(await heldThrough(code)).toBe(3);
  });

  it("refuses more than the code has left, counts a changed order's own holds once, and frees what expires or is returned", async () => {
    const { ticketTypeId, code } = await listTicket(3);
    const line = (quantity: number) => [{ ticketTypeId, quantity, shareCode: code }];
    const first = randomUUID();
    expect(await inventory().hold(first, line(4), inMinutes(14))).toEqual({ ok: false, soldOut: [ticketTypeId] });
    expect(await inventory().hold(first, line(2), inMinutes(14))).toEqual({ ok: true });
    // The order changes its selection: its own holds do not count against it.
    expect(await inventory().hold(first, line(3), inMinutes(14))).toEqual({ ok: true });
    const second = randomUUID();
    expect(await inventory().hold(second, line(1), inMinutes(14))).toEqual({ ok: false, soldOut: [ticketTypeId] });
    // Without the code the ticket type has capacity: the code's allowance is all that is used up.
    expect(await inventory().hold(second, [{ ticketTypeId, quantity: 1 }], inMinutes(14))).toEqual({ ok: true });

    await inventory().hold(first, line(2), inMinutes(14));
    expect(await inventory().commit(first, line(2))).toEqual({ ok: true });
    expect(await sql(t, 'SELECT quantity, committed, share_code FROM ticketing.holds WHERE order_id = $1', [first])).toEqual([{ quantity: 2, committed: true, share_code: code }]);
    const third = randomUUID();
    expect(await inventory().hold(third, line(2), inMinutes(14))).toEqual({ ok: false, soldOut: [ticketTypeId] });
    expect(await inventory().hold(third, line(1), inMinutes(14))).toEqual({ ok: true });

    // A returned ticket goes back on the code; a lapsed hold frees its ticket for others.
    await inventory().returnSold(first, line(1));
    await sql(t, `UPDATE ticketing.holds SET expires_at = now() - interval '1 second' WHERE order_id = $1`, [third]);
    expect(await inventory().hold(randomUUID(), line(2), inMinutes(14))).toEqual({ ok: true });
    expect(await heldThrough(code)).toBe(3);
  });

  it('sells an order whose holds lapsed only if the code still has the tickets', async () => {
    const { ticketTypeId, code } = await listTicket(2);
    const line = [{ ticketTypeId, quantity: 2, shareCode: code }];
    const late = randomUUID();
    expect(await inventory().hold(late, line, inMinutes(14))).toEqual({ ok: true });
    await sql(t, `UPDATE ticketing.holds SET expires_at = now() - interval '1 second' WHERE order_id = $1`, [late]);
    const prompt = randomUUID();
    expect(await inventory().hold(prompt, [{ ticketTypeId, quantity: 1, shareCode: code }], inMinutes(14))).toEqual({ ok: true });
    expect(await inventory().commit(late, line)).toEqual({ ok: false, soldOut: [ticketTypeId] });
    expect(await inventory().commit(prompt, [{ ticketTypeId, quantity: 1, shareCode: code }])).toEqual({ ok: true });
    // A sale without holds is checked the same way, and its sold row names the code (given in any case).
    const direct = randomUUID();
    expect(await inventory().commit(direct, [{ ticketTypeId, quantity: 1, shareCode: code.toLowerCase() }])).toEqual({ ok: true });
    expect(await sql(t, 'SELECT share_code FROM ticketing.holds WHERE order_id = $1', [direct])).toEqual([{ share_code: code }]);
    expect(await heldThrough(code)).toBe(2);
  });

  it('refuses a code that is not one of the ticket type’s, or whose ticket type has no allowance left', async () => {
    const { ticketTypeId, code } = await listTicket(5);
    const other = await listTicket(5);
    expect(await inventory().hold(randomUUID(), [{ ticketTypeId, quantity: 1, shareCode: other.code }], inMinutes(14))).toEqual({ ok: false, soldOut: [ticketTypeId] });
    expect(await inventory().hold(randomUUID(), [{ ticketTypeId, quantity: 1, shareCode: 'NOPE1234' }], inMinutes(14))).toEqual({ ok: false, soldOut: [ticketTypeId] });
    await sql(t, 'UPDATE ticketing.ticket_types SET initial_quantity_per_code = NULL WHERE id = $1', [ticketTypeId]);
    expect(await inventory().hold(randomUUID(), [{ ticketTypeId, quantity: 1, shareCode: code }], inMinutes(14))).toEqual({ ok: false, soldOut: [ticketTypeId] });
  });
});
