import { decide, evolve, fold, initialState, OrderRejected, type OrderEvent, type Selection } from './order.js';
import { normaliseDonation, priceTicket } from './pricing.js';
import { buildSelection, holdLines, soldLine, type ListAccessFacts, type OfferedTicket } from './selection.js';
import { ticketCode, verifyTicketCode } from './ticket-code.js';
import { orderHeader } from '../../../test/support/order-header.js';

const header = orderHeader();
const selection = (total: number): Selection => ({
  items: [{ itemId: 'i1', ticketTypeId: 't1', name: 'General', listPrice: total, price: total, fee: 0, discount: 0 }],
  donation: 0,
  promoCode: null,
  secretCodes: [],
  totals: { subtotal: total, fees: 0, discount: 0, donation: 0, total },
});
const now = new Date('2026-12-01T18:00:00Z');
const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', answers: [] };
const run = (events: OrderEvent[], ...commands: Parameters<typeof decide>[0][]) =>
  commands.reduce((all, command) => [...all, ...decide(command, fold(all))], events);

describe('order decider', () => {
  const paid = () =>
    run(
      [],
      { type: 'CreateOrder', header, selection: selection(2089), now },
      { type: 'ConfirmOrder', info: { buyer, attendees: [] }, marketingConsentOwner: false, marketingConsentPlatform: false, now },
      { type: 'RequestPayment', paymentIntentId: 'pi_1', gateway: 'demo', now },
    );

  it('completes once however often and in whatever order the payment news arrives', () => {
    const events = run(
      paid(),
      { type: 'RecordPayment', paymentIntentId: 'pi_1', outcome: 'succeeded', paymentMethod: 'stripe', now },
      { type: 'RecordPayment', paymentIntentId: 'pi_1', outcome: 'succeeded', paymentMethod: 'stripe', now },
      { type: 'RecordPayment', paymentIntentId: 'pi_1', outcome: 'processing', paymentMethod: 'stripe', now },
      { type: 'RecordPayment', paymentIntentId: 'pi_1', outcome: 'failed', paymentMethod: 'stripe', now },
    );
    expect(events.filter((e) => e.type === 'OrderCompleted')).toHaveLength(1);
    expect(fold(events).status).toBe('completed');
  });

  it('keeps a declined payment open for another try, and a failed one ends the order', () => {
    const declined = run(paid(), { type: 'RecordPayment', paymentIntentId: 'pi_1', outcome: 'tryAgain', paymentMethod: 'demo', now });
    expect(fold(declined)).toMatchObject({ status: 'handling_payment', payment: { outcome: 'tryAgain' } });
    const failed = run(paid(), { type: 'RecordPayment', paymentIntentId: 'pi_1', outcome: 'failed', paymentMethod: 'demo', now });
    expect(fold(failed).status).toBe('failed');
  });

  it('refuses changes after the deadline with the time-up message, and payments for another intent', () => {
    const created = run([], { type: 'CreateOrder', header, selection: selection(100), now });
    const late = new Date(now.getTime() + 840_001);
    expect(() => decide({ type: 'ChangeSelection', selection: selection(200), now: late }, fold(created))).toThrow(new OrderRejected('Sorry... Time’s up', 'expired'));
    expect(() => decide({ type: 'RecordPayment', paymentIntentId: 'pi_x', outcome: 'succeeded', paymentMethod: 'demo', now }, fold(paid()))).toThrow(OrderRejected);
  });

  it('completes a free order at confirmation and refuses to cancel a completed one', () => {
    const free = run(
      [],
      { type: 'CreateOrder', header, selection: selection(0), now },
      { type: 'ConfirmOrder', info: { buyer, attendees: [] }, marketingConsentOwner: false, marketingConsentPlatform: false, now },
    );
    expect(free.map((e) => e.type)).toEqual(['OrderCreated', 'TicketsSelected', 'OrderConfirmed', 'OrderCompleted']);
    expect(() => decide({ type: 'CancelOrder', status: 'canceled', now }, fold(free))).toThrow('This order is already completed');
    expect(evolve(initialState(), free[0]!).status).toBe('pending');
  });

  it('checks a ticket in once, and never a cancelled one or one of an unfinished order', () => {
    const free = () =>
      run(
        [],
        { type: 'CreateOrder', header, selection: selection(0), now },
        { type: 'ConfirmOrder', info: { buyer, attendees: [] }, marketingConsentOwner: false, marketingConsentPlatform: false, now },
      );
    const checkIn = (scanId: string | null, at = now) => ({ type: 'CheckInTicket' as const, itemId: 'i1', scanId, timezone: 'America/New_York', now: at });
    const checkedIn = run(free(), checkIn('scan-1'));
    expect(checkedIn.at(-1)).toMatchObject({ type: 'TicketCheckedIn', data: { order: { orderId: 'o1', ownerId: 'p1' }, item: { itemId: 'i1', firstName: 'Ada' }, at: now.toISOString(), scanId: 'scan-1' } });
    // Another scan is told when, in the event's zone (with the date once the day has changed there).
    expect(() => decide(checkIn('scan-2'), fold(checkedIn))).toThrow(new OrderRejected('Already checked in at 1:00 PM EST', 'conflict'));
    expect(() => decide(checkIn(null, new Date('2026-12-02T06:00:00Z')), fold(checkedIn))).toThrow(new OrderRejected('Already checked in at Tue, Dec 1, 2026, 1:00 PM EST', 'conflict'));
    // The scan that admitted it, sent again, changes nothing.
    expect(decide(checkIn('scan-1'), fold(checkedIn))).toEqual([]);
    const cancelled = run(free(), { type: 'CancelItem', itemId: 'i1', by: 'organizer', now });
    expect(() => decide(checkIn(null), fold(cancelled))).toThrow(new OrderRejected('This ticket was canceled', 'invalid'));
    expect(() => decide({ ...checkIn(null), itemId: 'i2' }, fold(free()))).toThrow(new OrderRejected('Ticket not found', 'not_found'));
    expect(() => decide(checkIn(null), fold(paid()))).toThrow(new OrderRejected('Ticket not found', 'not_found'));
  });

  it('undoes a check-in (a check-out), after which the ticket may be checked in again', () => {
    const later = new Date(now.getTime() + 60_000);
    const free = run(
      [],
      { type: 'CreateOrder', header, selection: selection(0), now },
      { type: 'ConfirmOrder', info: { buyer, attendees: [] }, marketingConsentOwner: false, marketingConsentPlatform: false, now },
    );
    expect(() => decide({ type: 'CheckOutTicket', itemId: 'i1', now }, fold(free))).toThrow(new OrderRejected('This ticket is not checked in', 'conflict'));
    const undone = run(free, { type: 'CheckInTicket', itemId: 'i1', scanId: 'scan-1', timezone: 'UTC', now }, { type: 'CheckOutTicket', itemId: 'i1', now: later });
    expect(undone.at(-1)).toMatchObject({ type: 'TicketCheckedOut', data: { item: { itemId: 'i1' }, at: later.toISOString(), checkedInAt: now.toISOString() } });
    expect(fold(undone).checkedIn).toEqual({});
    // The scan that admitted it, sent again, does not undo the undo; a new scan admits it again.
    expect(() => decide({ type: 'CheckInTicket', itemId: 'i1', scanId: 'scan-1', timezone: 'UTC', now: later }, fold(undone))).toThrow(new OrderRejected('The check-in of this scan was undone', 'conflict'));
    expect(decide({ type: 'CheckInTicket', itemId: 'i1', scanId: 'scan-2', timezone: 'UTC', now: later }, fold(undone))).toMatchObject([{ type: 'TicketCheckedIn', data: { at: later.toISOString(), scanId: 'scan-2' } }]);
    expect(() => decide({ type: 'CheckOutTicket', itemId: 'i1', now }, fold(undone))).toThrow(new OrderRejected('This ticket is not checked in', 'conflict'));
  });
});

describe('list tickets', () => {
  const listTicket: OfferedTicket = {
    id: 'friends',
    name: 'Friends of the band',
    attendance: 'in-person',
    price: 2000,
    currency: 'usd',
    available: 50,
    visibilityScope: 'list',
    code: null,
    quantityPerCode: null,
    codeUses: 0,
    status: 'on_sale',
    statusLabel: null,
    membershipTierIds: [],
  };
  let ids = 0;
  const newId = () => `i${++ids}`;
  /** given the buyer's access to the list ticket, when they select `quantity` of it, then the selection or the refusal. */
  const select = (access: ListAccessFacts | null, quantity: number, shareCodes: string[] = []) =>
    buildSelection([listTicket], { tickets: [{ id: 'friends', quantity }], promo: null, secretCodes: [], shareCodes, listAccess: new Map(access ? [['friends', access]] : []) }, newId);
  const listOnly = { error: 'This ticket is only for people on the organizer’s list' };

  it('given a buyer on one of its lists, when they select list tickets, then they get them with no share code', () => {
    const built = select({ listed: true, shareCode: null, left: null }, 3);
    if ('error' in built) throw new Error(built.error);
    expect(built.selection.items.map((item) => item.shareCode)).toEqual([undefined, undefined, undefined]);
    expect(holdLines(built.selection.items)).toEqual([{ ticketTypeId: 'friends', quantity: 3 }]);
  });

  it('given a share code with 2 tickets left, when the buyer selects 2, then the items and their hold carry the code', () => {
    const built = select({ listed: false, shareCode: 'K7Q2MX9A', left: 2 }, 2, ['K7Q2MX9A']);
    if ('error' in built) throw new Error(built.error);
    expect(built.selection.shareCodes).toEqual(['K7Q2MX9A']);
    expect(built.selection.items.map((item) => item.shareCode)).toEqual(['K7Q2MX9A', 'K7Q2MX9A']);
    expect(holdLines(built.selection.items)).toEqual([{ ticketTypeId: 'friends', quantity: 2, shareCode: 'K7Q2MX9A' }]);
    expect(soldLine(built.selection.items[0]!)).toEqual({ ticketTypeId: 'friends', quantity: 1, shareCode: 'K7Q2MX9A' });
  });

  it('given a share code with fewer tickets left than selected, when the buyer selects, then the list message refuses', () => {
    expect(select({ listed: false, shareCode: 'K7Q2MX9A', left: 1 }, 2)).toEqual(listOnly);
    expect(select({ listed: false, shareCode: 'K7Q2MX9A', left: 0 }, 1)).toEqual(listOnly);
  });

  it('given no way onto its lists (another buyer, or a guest with no access looked up), when they select, then the list message refuses', () => {
    expect(select({ listed: false, shareCode: null, left: null }, 1)).toEqual(listOnly);
    expect(select(null, 1)).toEqual(listOnly);
  });

  it('given an order from before list tickets, when it is read, then it has no share codes and its holds none', () => {
    const events = run([], { type: 'CreateOrder', header, selection: selection(2000), now });
    const state = fold(events);
    expect(state.selection?.shareCodes ?? []).toEqual([]);
    expect(holdLines(state.selection!.items)).toEqual([{ ticketTypeId: 't1', quantity: 1 }]);
  });
});

describe('pricing', () => {
  it('applies percentages to cost and fee, and fixed amounts to cost then fee, never below 0', () => {
    expect(priceTicket({ ticketTypeId: 't', price: 2000 }, 'usd', null)).toEqual({ price: 2000, fee: 89, discount: 0 });
    const all = { allTickets: true, ticketIds: [], code: 'X' };
    expect(priceTicket({ ticketTypeId: 't', price: 2000 }, 'usd', { ...all, amount: null, percentageValue: 10 })).toEqual({ price: 1800, fee: 80, discount: 209 });
    expect(priceTicket({ ticketTypeId: 't', price: 2000 }, 'usd', { ...all, amount: 500, percentageValue: null })).toEqual({ price: 1500, fee: 89, discount: 500 });
    expect(priceTicket({ ticketTypeId: 't', price: 2000 }, 'usd', { ...all, amount: 5000, percentageValue: null })).toEqual({ price: 0, fee: 0, discount: 2089 });
    // A promo that lists other tickets does not apply.
    expect(priceTicket({ ticketTypeId: 't', price: 2000 }, 'usd', { allTickets: false, ticketIds: ['other'], amount: 500, percentageValue: null }).discount).toBe(0);
  });

  it('turns negative donations positive and caps them at 100000', () => {
    expect(normaliseDonation(-250)).toBe(250);
    expect(normaliseDonation(250_000)).toBe(100_000);
    expect(normaliseDonation(null)).toBe(0);
    expect(normaliseDonation(Number.NaN)).toBe(0);
  });
});

describe('ticket QR codes', () => {
  const key = 'k'.repeat(43);
  it('verifies a genuine code and rejects a forged, altered or malformed one', () => {
    const code = ticketCode('8b4f3c1e-0000-4000-8000-000000000001', key);
    expect(verifyTicketCode(code, key)).toBe('8b4f3c1e-0000-4000-8000-000000000001');
    expect(verifyTicketCode(code.replace('0001.', '0002.'), key)).toBeNull();
    expect(verifyTicketCode(`${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`, key)).toBeNull();
    expect(verifyTicketCode(code, 'another-key')).toBeNull();
    expect(verifyTicketCode('LL1.only-two', key)).toBeNull();
  });
});
