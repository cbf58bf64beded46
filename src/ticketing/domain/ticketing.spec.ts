import { formatMoney, ticketCost, ticketFee } from '../../shared/money.js';
import type { TicketType } from './event.js';
import { codesAvailable, isOffered, publicTicketRow, ticketStatus, ticketStatusLabel, type TicketSaleState } from './ticket-offer.js';
import { listTicketProblems } from './ticket-types.js';

describe('ticket fee: $0.69 + 1% per ticket, each part rounded half up to a minor unit', () => {
  it.each([
    [2000, 'usd', 89],
    [1050, 'usd', 80],
    [1049, 'usd', 79],
    [150, 'usd', 71],
    [1, 'usd', 69],
    [0, 'usd', 0],
    [10000, 'eur', 169],
    [2000, 'jpy', 21],
  ] as const)('price %i %s carries a fee of %i', (price, currency, fee) => {
    expect(ticketFee(price, currency)).toBe(fee);
    expect(ticketCost(price, currency)).toBe(price + fee);
  });

  it('formats prices with 2 decimals, or whole when whole', () => {
    expect(formatMoney(2000, 'usd')).toBe('$20');
    expect(formatMoney(2050, 'usd')).toBe('$20.50');
    expect(formatMoney(1999, 'gbp')).toBe('£19.99');
    expect(formatMoney(2000, 'jpy')).toBe('¥2000');
  });
});

describe('offer rule and status labels', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const base: TicketSaleState = { price: 2000, available: 10, salesStartAt: null, salesEndAt: null };
  const label = (ticket: TicketSaleState, canPay = true) => ticketStatusLabel(ticketStatus(ticket, now, canPay), ticket, 'America/New_York');

  it('offers a ticket whose sales started, have not ended and that has quantity left', () => {
    expect(isOffered(base, now)).toBe(true);
    expect(isOffered({ ...base, salesStartAt: new Date('2026-11-01T00:00:00Z'), salesEndAt: new Date('2026-12-02T00:00:00Z') }, now)).toBe(true);
    expect(label(base)).toBeNull();
  });

  it("labels 'Sold out' when nothing is left", () => {
    expect(isOffered({ ...base, available: 0 }, now)).toBe(false);
    expect(label({ ...base, available: 0 })).toBe('Sold out');
    expect(label({ ...base, available: -1 })).toBe('Sold out');
  });

  it("labels 'Available from {date}' in the event's time zone before sales start", () => {
    const ticket = { ...base, salesStartAt: new Date('2026-12-06T00:00:00Z') };
    expect(isOffered(ticket, now)).toBe(false);
    expect(label(ticket)).toBe('Available from Dec 5, 2026, 7:00 PM');
  });

  it("labels 'Pre-sales closed' once sales ended", () => {
    const ticket = { ...base, salesEndAt: new Date('2026-12-01T12:00:00Z') };
    expect(isOffered(ticket, now)).toBe(false);
    expect(label(ticket)).toBe('Pre-sales closed');
  });

  it("labels a paid ticket 'Ask organizer to setup payments' when the owner has no payment account, but not a free one", () => {
    expect(label(base, false)).toBe('Ask organizer to setup payments');
    expect(label({ ...base, price: 0 }, false)).toBeNull();
  });
});

describe('schedule of a recurring event', () => {
  it('derives nextEvent, finalEvent and futureEventCount, keeping past dates', async () => {
    const { deriveSchedule } = await import('./event-rules.js');
    const now = new Date('2026-12-10T12:00:00Z');
    const date = (id: string, startsAt: string, endsAt?: string) => ({ id, startsAt: new Date(startsAt), endsAt: endsAt ? new Date(endsAt) : null, doorTime: null });
    const schedule = deriveSchedule(
      [date('c', '2026-12-20T19:00:00Z'), date('a', '2026-12-01T19:00:00Z'), date('b', '2026-12-10T11:00:00Z', '2026-12-10T13:00:00Z')],
      now,
    );
    expect(schedule.dates.map((d) => d.id)).toEqual(['a', 'b', 'c']);
    expect(schedule.nextEvent?.id).toBe('b');
    expect(schedule.finalEvent?.id).toBe('c');
    expect(schedule.futureEventCount).toBe(2);
  });
});

describe('the public row of a ticket type', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const at = { timezone: 'Asia/Tokyo', paymentsEnabled: true, now };
  const ticket: TicketType = {
    id: 't1',
    eventId: 'e1',
    eventDateId: 'd1',
    attendance: 'in-person',
    name: 'Backstage',
    description: '',
    price: 2000,
    currency: 'jpy',
    quantity: 10,
    sold: 3,
    salesStartAt: null,
    salesEndAt: null,
    visibilityScope: 'other',
    category: 'Admission',
    code: null,
    quantityPerCode: null,
    membershipTierIds: [],
    customUserListIds: [],
    initialQuantityPerCode: null,
    position: 0,
    seatsCategoryKeys: [2],
  };

  it('prices the ticket in its currency and counts what is sold and held', () => {
    expect(publicTicketRow(ticket, 2, at)).toEqual({
      id: 't1',
      eventDateId: 'd1',
      attendance: 'in-person',
      name: 'Backstage',
      description: '',
      price: 2000,
      fee: 21,
      cost: 2021,
      currency: 'jpy',
      available: 5,
      status: 'on_sale',
      statusLabel: null,
      seatsCategoryKeys: [2],
    });
  });

  it('lets a secret code buy no more than its quantity per code, and never shows less than nothing left', () => {
    const secret: TicketType = { ...ticket, visibilityScope: 'secret', code: 'VIP', quantityPerCode: 4 };
    expect(publicTicketRow(secret, 0, at)).toMatchObject({ available: 1, status: 'on_sale' });
    expect(publicTicketRow(secret, 2, at)).toMatchObject({ available: 0, status: 'sold_out', statusLabel: 'Sold out' });
  });

  it('labels a sale that has not started in the event’s time zone', () => {
    expect(publicTicketRow({ ...ticket, salesStartAt: new Date('2026-12-05T10:00:00Z') }, 0, at)).toMatchObject({
      status: 'not_yet_on_sale',
      statusLabel: 'Available from Dec 5, 2026, 7:00 PM',
    });
  });
});

describe('list tickets', () => {
  it('name at least one list; a share code buys at least 1 ticket when it buys any', () => {
    expect(listTicketProblems({ visibilityScope: 'list' })).toEqual(['Select at least one list']);
    expect(listTicketProblems({ visibilityScope: 'list', customUserListIds: [] })).toEqual(['Select at least one list']);
    expect(listTicketProblems({ visibilityScope: 'list', customUserListIds: ['l1'], initialQuantityPerCode: null })).toEqual([]);
    expect(listTicketProblems({ visibilityScope: 'list', customUserListIds: ['l1'], initialQuantityPerCode: 1 })).toEqual([]);
    expect(listTicketProblems({ visibilityScope: 'list', customUserListIds: ['l1'], initialQuantityPerCode: 0 })).toEqual(['Quantity per code must be at least 1']);
    expect(listTicketProblems({ visibilityScope: 'list', initialQuantityPerCode: 2.5 })).toEqual(['Select at least one list', 'Quantity per code must be at least 1']);
    // Other tickets need no list.
    expect(listTicketProblems({ visibilityScope: 'other' })).toEqual([]);
    expect(listTicketProblems({ visibilityScope: 'member', customUserListIds: [] })).toEqual([]);
  });
});

describe('codes available for an attendance', () => {
  const upcoming = new Set(['d1']);
  const row = (overrides: Partial<TicketType>) => ({ attendance: 'in-person' as const, eventDateId: 'd1', visibilityScope: 'other' as const, code: null, initialQuantityPerCode: null, ...overrides });

  it('counts a secret ticket with a code and a list ticket with share codes, of that attendance, on an upcoming date', () => {
    expect(codesAvailable([row({})], 'in-person', upcoming, false)).toBe(false);
    expect(codesAvailable([row({ visibilityScope: 'secret', code: 'VIP' })], 'in-person', upcoming, false)).toBe(true);
    expect(codesAvailable([row({ visibilityScope: 'secret', code: 'VIP' })], 'online', upcoming, false)).toBe(false);
    expect(codesAvailable([row({ visibilityScope: 'list', initialQuantityPerCode: 2 })], 'in-person', upcoming, false)).toBe(true);
    expect(codesAvailable([row({ visibilityScope: 'list', initialQuantityPerCode: null })], 'in-person', upcoming, false)).toBe(false);
    expect(codesAvailable([row({ visibilityScope: 'secret', code: 'OLD', eventDateId: 'd0' })], 'in-person', upcoming, false)).toBe(false);
  });

  it('counts a promo code covering the event for every attendance that has tickets on an upcoming date', () => {
    expect(codesAvailable([row({})], 'in-person', upcoming, true)).toBe(true);
    expect(codesAvailable([row({})], 'online', upcoming, true)).toBe(false);
    expect(codesAvailable([row({ eventDateId: 'd0' })], 'in-person', upcoming, true)).toBe(false);
  });
});
