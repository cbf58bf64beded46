import { orderHeader } from '../../../test/support/order-header.js';
import { decide, fold, type OrderEvent } from './order.js';
import { buildSelection, holdLines, seatChoices, seatsStillHeld, soldLine, type DateSeating, type OfferedTicket, type SeatChoice } from './selection.js';

const offered = (id: string, name: string, price: number, seatsCategoryKeys: number[]): OfferedTicket => ({
  id,
  name,
  attendance: 'in-person',
  price,
  currency: 'usd',
  available: 100,
  visibilityScope: 'other',
  code: null,
  quantityPerCode: null,
  codeUses: 0,
  status: 'on_sale',
  statusLabel: null,
  membershipTierIds: [],
  seatsCategoryKeys,
});
/** Stalls sells category 1, Balcony category 2; Standing is sold without seats. */
const offer = [offered('stalls', 'Stalls', 3500, [1]), offered('balcony', 'Balcony', 2500, [2]), offered('standing', 'Standing', 1000, [])];
/** The labels of the chart the selections name: two stalls seats, a balcony seat and a balcony area of 5 places. */
const seating: DateSeating = {
  places: new Map([
    ['Stalls-A-1', { categoryKey: 1, places: 1 }],
    ['Stalls-A-2', { categoryKey: 1, places: 1 }],
    ['Balcony-A-1', { categoryKey: 2, places: 1 }],
    ['Balcony-Bar', { categoryKey: 2, places: 5 }],
  ]),
};
let ids = 0;
const newId = () => `i${++ids}`;
const select = (seats: SeatChoice[], tickets: { id: string; quantity: number }[] = [], onDate: DateSeating | null = seating) =>
  buildSelection(offer, { tickets, seats, seating: onDate, seatsHoldToken: 'session-1', promo: null, secretCodes: [] }, newId);
const seat = (seatLabel: string, ticketId: string, ticketQuantity = 1): SeatChoice => ({ seatLabel, ticketId, ticketQuantity });
const built = (result: ReturnType<typeof select>) => {
  if ('error' in result) throw new Error(result.error);
  return result.selection;
};

describe('seats in the selection (reserved seating)', () => {
  it('given seats chosen on the chart, when the selection is built, then each place is one ticket carrying its label, priced as its ticket type', () => {
    const selection = built(select([seat('Stalls-A-1', 'stalls'), seat('Stalls-A-2', 'stalls'), seat('Balcony-Bar', 'balcony', 3)], [{ id: 'standing', quantity: 1 }]));
    expect(selection.items.map((item) => [item.ticketTypeId, item.seatLabel, item.price])).toEqual([
      ['standing', undefined, 1000],
      ['stalls', 'Stalls-A-1', 3500],
      ['stalls', 'Stalls-A-2', 3500],
      ['balcony', 'Balcony-Bar', 2500],
      ['balcony', 'Balcony-Bar', 2500],
      ['balcony', 'Balcony-Bar', 2500],
    ]);
    expect(selection.seatsHoldToken).toBe('session-1');
    expect(selection.totals.subtotal).toBe(1000 + 2 * 3500 + 3 * 2500);
    // The order shows them as chosen, so the page can restore them.
    expect(seatChoices(selection.items)).toEqual([seat('Stalls-A-1', 'stalls'), seat('Stalls-A-2', 'stalls'), seat('Balcony-Bar', 'balcony', 3)]);
  });

  it('given seated items, when they are held, then each ticket type line names its places and the tickets they go to', () => {
    const selection = built(select([seat('Stalls-A-2', 'stalls'), seat('Balcony-Bar', 'balcony', 2)], [{ id: 'standing', quantity: 2 }]));
    const itemsOf = (ticketTypeId: string) => selection.items.filter((item) => item.ticketTypeId === ticketTypeId).map((item) => item.itemId);
    expect(holdLines(selection.items)).toEqual([
      { ticketTypeId: 'standing', quantity: 2 },
      { ticketTypeId: 'stalls', quantity: 1, seats: [{ label: 'Stalls-A-2', quantity: 1, itemIds: itemsOf('stalls') }] },
      { ticketTypeId: 'balcony', quantity: 2, seats: [{ label: 'Balcony-Bar', quantity: 2, itemIds: itemsOf('balcony') }] },
    ]);
    expect(itemsOf('balcony')).toHaveLength(2);
  });

  it('given a seated date, when tickets of a ticket type that sells chart categories are asked for without seats, then they are refused', () => {
    expect(select([], [{ id: 'stalls', quantity: 2 }])).toEqual({ error: 'Choose your seats on the chart' });
    // Without a chart on the date, the same ticket type sells without seats.
    expect(built(select([], [{ id: 'stalls', quantity: 2 }], null)).items).toHaveLength(2);
  });

  it('refuses a seat of a category its ticket type does not sell, one not on the chart, and more places than a label has', () => {
    expect(select([seat('Balcony-A-1', 'stalls')])).toEqual({ error: 'Balcony-A-1 cannot be sold as Stalls' });
    expect(select([seat('Stalls-A-1', 'standing')])).toEqual({ error: 'Stalls-A-1 cannot be sold as Standing' });
    expect(select([seat('Stalls-Z-9', 'stalls')])).toEqual({ error: 'Seat Stalls-Z-9 is not on the chart' });
    expect(select([seat('Stalls-A-1', 'stalls')], [], null)).toEqual({ error: 'Seat Stalls-A-1 is not on the chart' });
    expect(select([seat('Stalls-A-1', 'stalls'), seat('Stalls-A-1', 'stalls')])).toEqual({ error: 'Seat Stalls-A-1 can be chosen once' });
    expect(select([seat('Balcony-Bar', 'balcony', 4), seat('Balcony-Bar', 'balcony', 2)])).toEqual({ error: 'Balcony-Bar has 5 places' });
    expect(select([seat('Stalls-A-1', 'nope')])).toEqual({ error: 'That ticket is not available for this date' });
    expect(select([seat('Stalls-A-1', 'stalls', 0)])).toEqual({ error: 'Choose between 1 and 25 tickets of each type' });
  });
});

describe('confirming seats that are still held', () => {
  const items = () => built(select([seat('Stalls-A-1', 'stalls'), seat('Balcony-Bar', 'balcony', 2)])).items;
  const held = (token: string | null, labels = ['Balcony-Bar', 'Balcony-Bar', 'Stalls-A-1']) => labels.map((label) => ({ label, holdToken: token }));

  it('given the places the order holds for the seat session, when the page shows the same seats, then they are still held', () => {
    expect(seatsStillHeld(items(), held('session-1'), { seatsHoldToken: 'session-1', seatsReserved: ['Stalls-A-1', 'Balcony-Bar'] })).toBe(true);
  });

  it('given another seat session, a seat missing from the hold, or a page showing other seats, then they are not', () => {
    expect(seatsStillHeld(items(), held('session-2'), { seatsHoldToken: 'session-1', seatsReserved: ['Stalls-A-1', 'Balcony-Bar'] })).toBe(false);
    expect(seatsStillHeld(items(), held('session-1', ['Balcony-Bar', 'Stalls-A-1']), { seatsHoldToken: 'session-1', seatsReserved: ['Stalls-A-1', 'Balcony-Bar'] })).toBe(false);
    expect(seatsStillHeld(items(), [], { seatsHoldToken: 'session-1', seatsReserved: ['Stalls-A-1', 'Balcony-Bar'] })).toBe(false);
    expect(seatsStillHeld(items(), held('session-1'), { seatsHoldToken: 'session-1', seatsReserved: ['Stalls-A-2', 'Balcony-Bar'] })).toBe(false);
    expect(seatsStillHeld(items(), held('session-1'), { seatsHoldToken: 'session-1' })).toBe(false);
  });

  it('given an order without seats, then there is nothing to check unless the page claims seats', () => {
    const unseated = built(select([], [{ id: 'standing', quantity: 1 }])).items;
    expect(seatsStillHeld(unseated, [], {})).toBe(true);
    expect(seatsStillHeld(unseated, [], { seatsReserved: ['Stalls-A-1'] })).toBe(false);
  });
});

describe('issued seated tickets', () => {
  const now = new Date('2026-12-01T18:00:00Z');
  const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', answers: [] };
  const run = (...commands: Parameters<typeof decide>[0][]) => commands.reduce<OrderEvent[]>((all, command) => [...all, ...decide(command, fold(all))], []);

  it('given a free order with a seated and an unseated ticket, when confirmed, then the seated one is in its seat whatever the attendee typed', () => {
    const selection = built(select([seat('Stalls-A-1', 'stalls')], [{ id: 'standing', quantity: 1 }]));
    const free = { ...selection, items: selection.items.map((item) => ({ ...item, price: 0, fee: 0 })), totals: { subtotal: 0, fees: 0, discount: 0, donation: 0, total: 0 } };
    const [standing, stalls] = free.items;
    const events = run(
      { type: 'CreateOrder', header: orderHeader(), selection: free, now },
      {
        type: 'ConfirmOrder',
        info: { buyer, attendees: [{ ...buyer, itemId: standing!.itemId, seat: 'By the bar' }, { ...buyer, itemId: stalls!.itemId, seat: 'Front row please' }] },
        marketingConsentOwner: false,
        marketingConsentPlatform: false,
        now,
      },
    );
    const tickets = fold(events).completed!.tickets;
    expect(tickets.map((t) => [t.itemId, t.seat])).toEqual([
      [standing!.itemId, 'By the bar'],
      [stalls!.itemId, 'Stalls-A-1'],
    ]);
    expect(tickets[1]).not.toHaveProperty('seatLabel');
    // Cancelled or refunded, the ticket gives its place back (found by the ticket).
    expect(soldLine(tickets[1]!)).toEqual({ ticketTypeId: 'stalls', quantity: 1, seats: [{ label: 'Stalls-A-1', quantity: 1, itemIds: [stalls!.itemId] }] });
  });

  it('given guests added in named seats, then their tickets are in those seats', () => {
    const items = [
      { itemId: 'g1', ticketTypeId: 'stalls', name: 'Stalls', listPrice: 3500, price: 0, fee: 0, discount: 0, seatLabel: 'Stalls-A-2' },
      { itemId: 'g2', ticketTypeId: 'standing', name: 'Standing', listPrice: 1000, price: 0, fee: 0, discount: 0 },
    ];
    const events = run({
      type: 'AddGuests',
      header: orderHeader({ personalOrder: true }),
      selection: { items, donation: 0, promoCode: null, secretCodes: [], totals: { subtotal: 0, fees: 0, discount: 0, donation: 0, total: 0 } },
      guests: [{ firstName: 'Grace', lastName: 'Hopper', email: '' }],
      now,
    });
    expect(fold(events).completed!.tickets.map((t) => [t.firstName, t.seat])).toEqual([
      ['Grace', 'Stalls-A-2'],
      ['Anonymous', null],
    ]);
  });
});
