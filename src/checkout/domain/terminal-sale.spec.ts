import { CASH, decide, fold, OrderRejected, PAY_PHASE_MS, TERMINAL, type OrderCommand, type OrderEvent, type Selection, type TerminalReader } from './order.js';
import { orderHeader } from '../../../test/support/order-header.js';

const header = orderHeader({ personalOrder: true });
const item = (itemId: string, price = 2500) => ({ itemId, ticketTypeId: 't1', name: 'General', listPrice: price, price, fee: 0, discount: 0 });
const sale: Selection = { items: [item('i1'), item('i2')], donation: 0, promoCode: null, secretCodes: [], totals: { subtotal: 5000, fees: 0, discount: 0, donation: 0, total: 5000 } };
const now = new Date('2026-12-01T18:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const nina = { firstName: 'Nina', lastName: 'Simone', email: 'nina@example.com' };
const counter: TerminalReader = { readerId: 'r1', stripeReaderId: 'tmr_1', account: 'acct_1' };
const door: TerminalReader = { readerId: 'r2', stripeReaderId: 'tmr_2', account: 'acct_1' };

/** Given these commands were decided, in order: the events they made. */
const given = (...commands: OrderCommand[]) => commands.reduce<OrderEvent[]>((all, command) => [...all, ...decide(command, fold(all))], []);
const boxOffice: OrderCommand = { type: 'CreateBoxOfficeOrder', header, selection: sale, guests: [nina], now };
const handTo = (reader: TerminalReader, paymentIntentId = 'pi_1', at = now): OrderCommand => ({ type: 'RequestPayment', paymentIntentId, gateway: TERMINAL, terminal: reader, now: at });
const paid = (paymentIntentId = 'pi_1'): OrderCommand => ({ type: 'RecordPayment', paymentIntentId, outcome: 'succeeded', paymentMethod: TERMINAL, now });
const declined = (reason: string, paymentIntentId = 'pi_1'): OrderCommand => ({ type: 'RecordPayment', paymentIntentId, outcome: 'tryAgain', reason, paymentMethod: TERMINAL, now });

describe('box-office sale paid at a card reader', () => {
  it('creates a personal order confirmed for its guests and held for the pay phase, with nothing to pay the platform', () => {
    const events = given(boxOffice);
    expect(events.map((e) => e.type)).toEqual(['OrderCreated', 'TicketsSelected', 'OrderConfirmed']);
    const state = fold(events);
    expect(state).toMatchObject({ status: 'pending', expiresAt: later(PAY_PHASE_MS).toISOString(), header: { personalOrder: true } });
    expect(state.confirmation?.buyer).toMatchObject(nina);
    expect(state.confirmation?.attendees.map((a) => `${a.firstName} ${a.lastName}`)).toEqual(['Nina Simone', 'Anonymous Guest']);
  });

  it('refuses a ticket fee, an empty sale, a non-personal order and a second creation', () => {
    const withFee = { ...sale, items: [{ ...item('i1'), fee: 94 }], totals: { ...sale.totals, fees: 94 } };
    expect(() => given({ ...boxOffice, selection: withFee } as OrderCommand)).toThrow('Tickets sold at the box office carry no ticket fee');
    expect(() => given({ ...boxOffice, selection: { ...sale, items: [] } } as OrderCommand)).toThrow('Please select at least one ticket');
    expect(() => given({ ...boxOffice, header: { ...header, personalOrder: false } } as OrderCommand)).toThrow(OrderRejected);
    expect(() => given(boxOffice, boxOffice)).toThrow(OrderRejected);
  });

  it('when the reader is paid, completes once with payment method terminal and issues a ticket per guest', () => {
    const events = given(boxOffice, handTo(counter), paid(), paid());
    const completed = events.filter((e): e is Extract<OrderEvent, { type: 'OrderCompleted' }> => e.type === 'OrderCompleted');
    expect(completed).toHaveLength(1);
    expect(completed[0]!.data).toMatchObject({ paymentMethod: 'terminal', totals: { total: 5000, fees: 0 } });
    expect(completed[0]!.data.tickets.map((t) => t.firstName)).toEqual(['Nina', 'Anonymous']);
    expect(events.find((e) => e.type === 'PaymentRequested')?.data).toMatchObject({ amount: 5000, applicationFee: 0, terminal: counter });
  });

  it('given a decline, keeps the order payable with the reason once, and hands it to a reader again', () => {
    const events = given(boxOffice, handTo(counter), declined('Your card was declined.'), declined('Your card was declined.'));
    expect(events.filter((e) => e.type === 'PaymentFailed')).toHaveLength(1);
    expect(fold(events)).toMatchObject({ status: 'handling_payment', payment: { outcome: 'tryAgain', reason: 'Your card was declined.' } });
    // Try again on the same payment: handed to the reader again; then a new payment on another reader.
    expect(decide(handTo(counter), fold(events)).map((e) => e.type)).toEqual(['PaymentRequested']);
    const retried = given(boxOffice, handTo(counter), declined('Your card was declined.'), handTo(door, 'pi_2'), paid('pi_2'));
    expect(fold(retried)).toMatchObject({ status: 'completed', payment: { paymentIntentId: 'pi_2', terminal: door } });
  });

  it('asks a reader once for the same payment, and not at all once the hold has run out', () => {
    expect(decide(handTo(counter), fold(given(boxOffice, handTo(counter))))).toEqual([]);
    expect(() => decide(handTo(counter, 'pi_1', later(PAY_PHASE_MS + 1)), fold(given(boxOffice)))).toThrow('Sorry... Time’s up');
    expect(() => decide(handTo(counter), fold(given(boxOffice, { type: 'CancelOrder', status: 'timed_out', now })))).toThrow(OrderRejected);
  });

  it('records a payment made after the order timed out without issuing tickets (it is refunded)', () => {
    const events = given(boxOffice, handTo(counter), { type: 'CancelOrder', status: 'timed_out', now }, paid());
    expect(events.map((e) => e.type).slice(-1)).toEqual(['PaymentSucceeded']);
    expect(fold(events).status).toBe('timed_out');
  });
});

describe('box-office sale paid in cash', () => {
  const cash: OrderCommand = { type: 'SellForCash', header, selection: sale, guests: [nina, nina], now };

  it('completes at once with payment method cash, a ticket per holder and nothing for the platform', () => {
    const events = given(cash);
    expect(events.map((e) => e.type)).toEqual(['OrderCreated', 'TicketsSelected', 'OrderConfirmed', 'OrderCompleted']);
    const state = fold(events);
    expect(state).toMatchObject({ status: 'completed', header: { personalOrder: true }, completed: { paymentMethod: CASH, totals: { total: 5000, fees: 0 }, buyer: nina } });
    expect(state.completed!.tickets.map((t) => `${t.firstName} ${t.lastName} ${t.email}`)).toEqual(['Nina Simone nina@example.com', 'Nina Simone nina@example.com']);
  });

  it('issues tickets to Anonymous Guest with no e-mail when no one is named', () => {
    const state = fold(given({ ...cash, guests: [] } as OrderCommand));
    expect(state.completed!.tickets.map((t) => `${t.firstName} ${t.lastName}|${t.email}`)).toEqual(['Anonymous Guest|', 'Anonymous Guest|']);
  });

  it('refuses a ticket fee, an empty sale, a non-personal order and a second sale of the same order', () => {
    const withFee = { ...sale, items: [{ ...item('i1'), fee: 94 }], totals: { ...sale.totals, fees: 94 } };
    expect(() => given({ ...cash, selection: withFee } as OrderCommand)).toThrow('Tickets sold at the box office carry no ticket fee');
    expect(() => given({ ...cash, selection: { ...sale, items: [] } } as OrderCommand)).toThrow('Please select at least one ticket');
    expect(() => given({ ...cash, header: { ...header, personalOrder: false } } as OrderCommand)).toThrow(OrderRejected);
    expect(() => given(cash, cash)).toThrow(OrderRejected);
  });
});
