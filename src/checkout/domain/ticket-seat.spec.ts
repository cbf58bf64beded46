import { orderHeader } from '../../../test/support/order-header.js';
import { decide, fold, OrderRejected, type OrderEvent } from './order.js';

const now = new Date('2026-12-01T18:00:00Z');
const later = new Date('2026-12-01T19:00:00Z');
const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', answers: [] };
const run = (events: OrderEvent[], ...commands: Parameters<typeof decide>[0][]) => commands.reduce((all, command) => [...all, ...decide(command, fold(all))], events);

/** A free ticket (i1) of a completed order, issued with seat Stalls-A-1. */
const completed = () =>
  run(
    [],
    {
      type: 'CreateOrder',
      header: orderHeader(),
      selection: { items: [{ itemId: 'i1', ticketTypeId: 't1', name: 'Stalls', listPrice: 0, price: 0, fee: 0, discount: 0 }], donation: 0, promoCode: null, secretCodes: [], totals: { subtotal: 0, fees: 0, discount: 0, donation: 0, total: 0 } },
      now,
    },
    { type: 'ConfirmOrder', info: { buyer, attendees: [{ ...buyer, itemId: 'i1', seat: 'Stalls-A-1' }] }, marketingConsentOwner: false, marketingConsentPlatform: false, now },
  );

describe('moving a ticket to another seat', () => {
  it('records the new seat and the one it had, and the ticket shows the new seat', () => {
    const moved = run(completed(), { type: 'ChangeTicketSeat', itemId: 'i1', seat: 'Stalls-B-4', now: later });
    expect(moved.at(-1)).toMatchObject({ type: 'TicketSeatChanged', data: { item: { itemId: 'i1', seat: 'Stalls-B-4', firstName: 'Ada' }, from: 'Stalls-A-1', at: later.toISOString() } });
    expect(fold(moved).completed?.tickets[0]?.seat).toBe('Stalls-B-4');
    // Asked again: it is there already.
    expect(decide({ type: 'ChangeTicketSeat', itemId: 'i1', seat: 'Stalls-B-4', now: later }, fold(moved))).toEqual([]);
  });

  it('refuses a cancelled ticket, one of another order and one of an order not completed', () => {
    const cancelled = run(completed(), { type: 'CancelItem', itemId: 'i1', by: 'organizer', now });
    const refusal = new OrderRejected('Registration cannot be moved', 'invalid');
    expect(() => decide({ type: 'ChangeTicketSeat', itemId: 'i1', seat: 'Stalls-B-4', now }, fold(cancelled))).toThrow(refusal);
    expect(() => decide({ type: 'ChangeTicketSeat', itemId: 'i2', seat: 'Stalls-B-4', now }, fold(completed()))).toThrow(refusal);
    expect(() => decide({ type: 'ChangeTicketSeat', itemId: 'i1', seat: 'Stalls-B-4', now }, fold(completed().slice(0, 2)))).toThrow(refusal);
  });
});
