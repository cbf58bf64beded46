import { guestHolders, transferHolder } from './guests.js';
import { cancelProblem, isHolder, transferProblem, type HeldTicket } from './held-ticket.js';
import { decide, fold, OrderRejected, type OrderEvent, type Selection } from './order.js';
import { orderHeader } from '../../../test/support/order-header.js';

const header = orderHeader({ personalOrder: true });
const item = (itemId: string) => ({ itemId, ticketTypeId: 't1', name: 'General', listPrice: 2500, price: 0, fee: 0, discount: 0 });
const free: Selection = { items: [item('i1'), item('i2')], donation: 0, promoCode: null, secretCodes: [], totals: { subtotal: 0, fees: 0, discount: 0, donation: 0, total: 0 } };
const now = new Date('2026-12-01T18:00:00Z');
const nina = { firstName: 'Nina', lastName: 'Simone', email: 'nina@example.com' };

describe('guests', () => {
  it('completes a personal order at once, paid by nobody, one holder per ticket', () => {
    const events = decide({ type: 'AddGuests', header, selection: free, guests: [nina], now }, fold([]));
    expect(events.map((e) => e.type)).toEqual(['OrderCreated', 'TicketsSelected', 'OrderCompleted']);
    const completed = events[2] as Extract<OrderEvent, { type: 'OrderCompleted' }>;
    expect(completed.data.paymentMethod).toBe('free');
    expect(completed.data.order.personalOrder).toBe(true);
    expect(completed.data.tickets.map((t) => `${t.firstName} ${t.lastName} <${t.email}>`)).toEqual(['Nina Simone <nina@example.com>', 'Anonymous Guest <>']);
    expect(fold(events)).toMatchObject({ status: 'completed' });
  });

  it('refuses guests on an existing order, for a non-personal order, or with a price', () => {
    const existing = fold(decide({ type: 'AddGuests', header, selection: free, guests: [], now }, fold([])));
    expect(() => decide({ type: 'AddGuests', header, selection: free, guests: [], now }, existing)).toThrow(OrderRejected);
    expect(() => decide({ type: 'AddGuests', header: { ...header, personalOrder: false }, selection: free, guests: [], now }, fold([]))).toThrow(OrderRejected);
    const priced = { ...free, totals: { ...free.totals, total: 100 } };
    expect(() => decide({ type: 'AddGuests', header, selection: priced, guests: [], now }, fold([]))).toThrow('Guests do not pay for their tickets');
  });

  it("fills names with 'Anonymous' / 'Guest', keeps the e-mail optional and checks what is given", () => {
    expect(guestHolders([{ firstName: ' Nina ', email: ' NINA@example.com ' }], 2)).toEqual({
      holders: [
        { firstName: 'Nina', lastName: 'Guest', email: 'nina@example.com' },
        { firstName: 'Anonymous', lastName: 'Guest', email: '' },
      ],
    });
    expect(guestHolders([{ email: 'nope' }], 1)).toEqual({ errors: ['Please enter a valid email address'] });
    expect(guestHolders([{}, {}], 1)).toEqual({ errors: ['There are more guests than tickets'] });
  });
});

describe('transfer and cancel by the holder', () => {
  const completed = () => fold(decide({ type: 'AddGuests', header, selection: free, guests: [nina], now }, fold([])));
  const ticket = (overrides: Partial<HeldTicket> = {}): HeldTicket => ({ status: 'active', attendance: 'in-person', paid: 0, startsAt: new Date('2026-12-05T02:00:00Z'), holder: true, ...overrides });

  it('puts the new holder on the ticket and remembers it was passed on', () => {
    const to = { firstName: 'Carla', lastName: 'Bley', email: 'carla@example.com' };
    const state = completed();
    const events = decide({ type: 'TransferTicket', itemId: 'i1', to, now }, state);
    expect(events).toEqual([{ type: 'TicketTransferred', data: expect.objectContaining({ to, by: 'holder', item: expect.objectContaining({ itemId: 'i1', firstName: 'Nina' }) }) }]);
    const after = fold([...decide({ type: 'AddGuests', header, selection: free, guests: [nina], now }, fold([])), ...events]);
    expect(after.completed!.tickets[0]).toMatchObject(to);
    expect(after.transferred).toEqual({ i1: true });
  });

  it('keeps online and cancelled tickets with their holder', () => {
    const online = fold(decide({ type: 'AddGuests', header: { ...header, attendance: 'online' }, selection: free, guests: [], now }, fold([])));
    expect(() => decide({ type: 'TransferTicket', itemId: 'i1', to: nina, now }, online)).toThrow('This ticket is non-transferable.');
    const state = completed();
    const cancelled = fold([...decide({ type: 'AddGuests', header, selection: free, guests: [], now }, fold([])), ...decide({ type: 'CancelItem', itemId: 'i1', by: 'holder', now }, state)]);
    expect(() => decide({ type: 'TransferTicket', itemId: 'i1', to: nina, now }, cancelled)).toThrow(OrderRejected);
  });

  it('allows a transfer only of an active in-person ticket of a date to come, held by the viewer', () => {
    expect(transferProblem(ticket(), now)).toBeNull();
    expect(transferProblem(ticket({ attendance: 'online' }), now)).toBe('This ticket is non-transferable.');
    expect(transferProblem(ticket({ status: 'checked_in' }), now)).toMatch(/checked in/);
    expect(transferProblem(ticket({ status: 'refunded' }), now)).toMatch(/refunded/);
    expect(transferProblem(ticket({ holder: false }), now)).toMatch(/transferred/);
    expect(transferProblem(ticket({ startsAt: new Date('2026-11-01T00:00:00Z') }), now)).toMatch(/started/);
  });

  it('allows a cancellation only of a free active ticket of a date to come', () => {
    expect(cancelProblem(ticket(), now)).toBeNull();
    for (const other of [ticket({ paid: 1589 }), ticket({ status: 'checked_in' }), ticket({ holder: false }), ticket({ startsAt: new Date('2026-11-01T00:00:00Z') })]) {
      expect(cancelProblem(other, now)).toBe('This ticket cannot be canceled.');
    }
  });

  it('knows the holder: the e-mail on the ticket, or its buyer until it is passed on', () => {
    const viewer = { userId: 'u1', email: 'ada@example.com' };
    expect(isHolder({ email: 'ADA@example.com', buyerEmail: 'x@example.com', userId: null, transferred: true }, viewer)).toBe(true);
    expect(isHolder({ email: 'carla@example.com', buyerEmail: 'ada@example.com', userId: null, transferred: false }, viewer)).toBe(true);
    expect(isHolder({ email: 'carla@example.com', buyerEmail: 'x@example.com', userId: 'u1', transferred: true }, viewer)).toBe(false);
  });

  it('splits the new holder name and requires an e-mail', () => {
    expect(transferHolder({ name: ' Carla  Bley ', email: 'Carla@Example.com' })).toEqual({ holder: { firstName: 'Carla', lastName: 'Bley', email: 'carla@example.com' } });
    expect(transferHolder({ name: '', email: '' })).toEqual({ errors: ['Name is required', 'Please enter a valid email address'] });
  });
});
