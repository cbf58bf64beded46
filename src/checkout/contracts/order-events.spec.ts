import { decide, fold, type OrderEvent as DecidedEvent } from '../domain/order.js';
import { orderEventMetadata, readOrderEvent, type OrderHeader, type OrderHeaderV1, type OrderItemRefundedV1 } from './order-events.js';

const header: OrderHeader = {
  orderId: '5b0c8f7e-4f6a-4c59-9d57-0b6f8a7d2c11',
  eventId: 'e1',
  eventName: 'Late Night Jazz',
  categoryId: null,
  categoryName: null,
  eventDateId: 'd1',
  eventStartsAt: '2026-12-05T02:00:00.000Z',
  ownerId: 'p1',
  ownerUsername: 'riverside',
  attendance: 'in-person',
  currency: 'eur',
  userId: null,
  express: false,
  personalOrder: false,
  promoter: null,
};
/** The header as every order event stored it before promoter links (their version 1; OrderItemRefunded's 1 and 2). */
const { promoter: _, ...headerV1 } = header satisfies OrderHeader;
const promoted: OrderHeader = { ...header, promoter: { id: 'p2', username: 'sam', name: 'Sam Rivera', type: 'User' } };
const item = { itemId: 'i1', ticketTypeId: 't1', name: 'General', listPrice: 2000, price: 2000, fee: 89, discount: 0, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', seat: null, answers: [] };

/** OrderItemRefunded as it was stored before its version 2: no currency beside the amount, no version in the metadata. */
const refundedV1: OrderItemRefundedV1 = { order: headerV1, item, buyerEmail: 'ada@example.com', paymentMethod: 'stripe', by: 'organizer', at: '2026-12-02T10:00:00.000Z', refundId: 're_1', amount: 2089 };

describe('published order events', () => {
  it('reads an OrderItemRefunded stored in its version 1 shape with the currency of its order', () => {
    for (const metadata of [undefined, {}, { schemaVersion: 1 }]) {
      expect(readOrderEvent({ type: 'OrderItemRefunded', data: refundedV1, metadata })).toEqual({ type: 'OrderItemRefunded', data: { ...refundedV1, order: header, currency: 'eur' } });
    }
    expect(readOrderEvent({ type: 'OrderItemRefunded', data: { ...refundedV1, currency: 'eur' }, metadata: { schemaVersion: 2 } })).toEqual({ type: 'OrderItemRefunded', data: { ...refundedV1, order: header, currency: 'eur' } });
  });

  it('reads every event stored before promoter links with no promoter in its header', () => {
    const v1: OrderHeaderV1 = headerV1;
    const change = { item, buyerEmail: 'ada@example.com', paymentMethod: 'stripe', by: 'holder' as const, at: '2026-12-02T10:00:00.000Z' };
    const completed = { completedAt: '2026-12-01T18:00:00.000Z', paymentMethod: 'stripe', tickets: [item], totals: { subtotal: 2000, fees: 89, discount: 0, donation: 0, total: 2089 }, buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', answers: [] } };
    const stored = [
      { type: 'OrderCreated', data: { ...v1, createdAt: '2026-12-01T17:00:00.000Z' }, read: { ...header, createdAt: '2026-12-01T17:00:00.000Z' } },
      { type: 'OrderCompleted', data: { ...completed, order: v1 }, read: { ...completed, order: header, promoCode: null } },
      { type: 'OrderItemCancelled', data: { ...change, order: v1 }, read: { ...change, order: header } },
      { type: 'TicketTransferred', data: { ...change, order: v1, to: { firstName: 'Bo', lastName: 'Lee', email: 'bo@example.com' } }, read: { ...change, order: header, to: { firstName: 'Bo', lastName: 'Lee', email: 'bo@example.com' } } },
      { type: 'TicketCheckedIn', data: { order: v1, item, at: '2026-12-05T02:00:00.000Z' }, read: { order: header, item, at: '2026-12-05T02:00:00.000Z', scanId: null } },
    ];
    for (const { type, data, read } of stored) {
      for (const metadata of [undefined, { schemaVersion: 1 }]) expect(readOrderEvent({ type, data, metadata })).toEqual({ type, data: read });
    }
  });

  it('reads a TicketCheckedIn stored before scan ids (version 2) with no scan id', () => {
    const v2 = { order: header, item, at: '2026-12-05T02:00:00.000Z' };
    expect(readOrderEvent({ type: 'TicketCheckedIn', data: v2, metadata: { schemaVersion: 2 } })).toEqual({ type: 'TicketCheckedIn', data: { ...v2, scanId: null } });
    const v3 = { ...v2, scanId: 'scan-1' };
    expect(orderEventMetadata('TicketCheckedIn')).toEqual({ schemaVersion: 3 });
    expect(readOrderEvent({ type: 'TicketCheckedIn', data: v3, metadata: { schemaVersion: 3 } })).toEqual({ type: 'TicketCheckedIn', data: v3 });
  });

  it('reads an OrderCompleted stored before promo codes (version 2) with no promo code, and a version 3 with its code', () => {
    const v2 = {
      order: promoted,
      completedAt: '2026-12-01T18:00:00.000Z',
      paymentMethod: 'stripe',
      tickets: [{ ...item, price: 1000, fee: 45, discount: 1044 }],
      totals: { subtotal: 2000, fees: 45, discount: 1044, donation: 0, total: 1045 },
      buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', answers: [] },
    };
    expect(readOrderEvent({ type: 'OrderCompleted', data: v2, metadata: { schemaVersion: 2 } })).toEqual({ type: 'OrderCompleted', data: { ...v2, promoCode: null } });
    expect(orderEventMetadata('OrderCompleted')).toEqual({ schemaVersion: 3 });
    const v3 = { ...v2, promoCode: 'HALF' };
    expect(readOrderEvent({ type: 'OrderCompleted', data: v3, metadata: { schemaVersion: 3 } })).toEqual({ type: 'OrderCompleted', data: v3 });
  });

  it('stores what the decider writes with its current version, and reads it back unchanged', () => {
    const completed: DecidedEvent = {
      type: 'OrderCompleted',
      data: {
        order: header,
        completedAt: '2026-12-01T18:00:00.000Z',
        paymentMethod: 'stripe',
        tickets: [item],
        totals: { subtotal: 2000, fees: 89, discount: 0, donation: 0, total: 2089 },
        buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', answers: [] },
        promoCode: null,
      },
    };
    const [refunded] = decide({ type: 'RefundItem', itemId: 'i1', refundId: 're_2', by: 'organizer', now: new Date('2026-12-02T10:00:00Z') }, fold([{ type: 'OrderCreated', data: { ...header, createdAt: '2026-12-01T17:00:00.000Z' } }, completed]));
    expect(refunded).toMatchObject({ type: 'OrderItemRefunded', data: { amount: 2089, currency: 'eur' } });
    expect(orderEventMetadata('OrderItemRefunded')).toEqual({ schemaVersion: 3 });
    expect(readOrderEvent({ ...refunded!, metadata: orderEventMetadata('OrderItemRefunded') })).toEqual(refunded);
    expect(readOrderEvent({ ...completed, metadata: orderEventMetadata('OrderCompleted') })).toEqual(completed);
    // A promoted order's header is read back with its promoter.
    const promotedCompleted = { ...completed, data: { ...completed.data, order: promoted } };
    expect(readOrderEvent({ ...promotedCompleted, metadata: orderEventMetadata('OrderCompleted') })).toEqual(promotedCompleted);
  });

  it('refuses what it cannot read: types outside the contract, versions newer than it knows, unknown currencies', () => {
    expect(() => readOrderEvent({ type: 'PaymentRequested', data: {} })).toThrow('PaymentRequested is not a published order event');
    expect(() => readOrderEvent({ type: 'OrderItemRefunded', data: refundedV1, metadata: { schemaVersion: 4 } })).toThrow('OrderItemRefunded version 4 cannot be read: the current version is 3');
    expect(() => readOrderEvent({ type: 'OrderItemRefunded', data: { ...refundedV1, order: { ...header, currency: 'xyz' } } })).toThrow('Unknown currency xyz');
  });

});
