import { memberTicketPrice, periodStart, priceWithBenefits, usableBenefits, usedOf, type Benefit, type Redemption, type UsableBenefit } from './member-benefits.js';
import type { TicketDiscount } from './pricing.js';

const now = new Date('2026-12-15T12:00:00Z');
const benefit = (overrides: Partial<Benefit> = {}): Benefit => ({
  id: 'b1',
  name: 'Ten percent',
  amount: null,
  currency: 'usd',
  percentageValue: 10,
  quantity: null,
  quantityScope: null,
  discountScope: 'all',
  categoryIds: [],
  ticketIds: [],
  ...overrides,
});
const usable = (overrides: Partial<Omit<UsableBenefit, 'discount'>> & { discount?: Partial<TicketDiscount> } = {}): UsableBenefit => ({
  id: 'b1',
  name: 'Ten percent',
  currency: 'usd',
  left: null,
  ...overrides,
  discount: { amount: null, percentageValue: 10, allTickets: true, ticketIds: [], ...overrides.discount },
});
const redeemed = (benefitId: string, eventId: string, completedAt: string): Redemption => ({ benefitId, eventId, completedAt: new Date(completedAt) });
const general = { ticketTypeId: 'general', price: 2000 };

describe('member benefit limits', () => {
  it('counts per event the tickets of that event, per period those completed in the rolling window', () => {
    const history = [
      redeemed('b1', 'e1', '2026-12-01T00:00:00Z'),
      redeemed('b1', 'e2', '2026-11-20T00:00:00Z'),
      redeemed('b1', 'e1', '2026-08-01T00:00:00Z'),
      redeemed('b1', 'e3', '2025-11-01T00:00:00Z'),
      redeemed('other', 'e1', '2026-12-10T00:00:00Z'),
    ];
    expect(usedOf(benefit({ quantity: 1, quantityScope: 'event' }), history, 'e1', now)).toBe(2);
    expect(usedOf(benefit({ quantity: 1, quantityScope: 'month' }), history, 'e1', now)).toBe(2);
    expect(usedOf(benefit({ quantity: 1, quantityScope: '3_months' }), history, 'e1', now)).toBe(2);
    expect(usedOf(benefit({ quantity: 1, quantityScope: '6_months' }), history, 'e1', now)).toBe(3);
    expect(usedOf(benefit({ quantity: 1, quantityScope: 'year' }), history, 'e1', now)).toBe(3);
    expect(periodStart('3_months', now)).toEqual(new Date('2026-09-15T12:00:00Z'));
  });

  it('keeps what a benefit still covers at this event, and category benefits for their categories only', () => {
    const benefits = [
      benefit({ id: 'limited', quantity: 2, quantityScope: 'event' }),
      benefit({ id: 'unlimited' }),
      benefit({ id: 'music', discountScope: 'categories', categoryIds: ['music'] }),
      benefit({ id: 'front', discountScope: 'tickets', ticketIds: ['front'], amount: 500, percentageValue: null }),
    ];
    const usableHere = usableBenefits(benefits, { id: 'e1', categoryId: 'theatre' }, [redeemed('limited', 'e1', '2026-12-01T00:00:00Z')], now);
    expect(usableHere.map((b) => [b.id, b.left])).toEqual([
      ['limited', 1],
      ['unlimited', null],
      ['front', null],
    ]);
    expect(usableHere[2]!.discount).toEqual({ amount: 500, percentageValue: null, allTickets: false, ticketIds: ['front'] });
    expect(usableBenefits(benefits, { id: 'e1', categoryId: 'music' }, [], now).map((b) => b.id)).toContain('music');
  });
});

describe('choosing the benefit of each ticket', () => {
  it('takes the largest discount and charges tickets beyond the quantity in full', () => {
    const prices = priceWithBenefits([general, general, general], 'usd', null, [usable({ left: 1 }), usable({ id: 'b2', name: 'Five off', left: null, discount: { amount: 500, percentageValue: null } })]);
    // 10% of $20.00 + 89¢ fee is 209; $5.00 off is 500: the fixed amount wins every ticket and has no limit.
    expect(prices.map((p) => [p.benefit?.id, p.price, p.fee, p.discount])).toEqual([
      ['b2', 1500, 89, 500],
      ['b2', 1500, 89, 500],
      ['b2', 1500, 89, 500],
    ]);
    const limited = priceWithBenefits([general, general], 'usd', null, [usable({ left: 1 })]);
    expect(limited).toEqual([
      { price: 1800, fee: 80, discount: 209, benefit: { id: 'b1', name: 'Ten percent' } },
      { price: 2000, fee: 89, discount: 0, benefit: null },
    ]);
  });

  it('falls back to the next benefit when the best one is used up', () => {
    const prices = priceWithBenefits([general, general], 'usd', null, [usable({ id: 'big', name: 'Half', left: 1, discount: { percentageValue: 50 } }), usable({ left: null })]);
    expect(prices.map((p) => p.benefit?.id)).toEqual(['big', 'b1']);
  });

  it('never stacks a promo code and a benefit: the larger discount wins, the promo on a tie', () => {
    const promo = (percentageValue: number): TicketDiscount => ({ amount: null, percentageValue, allTickets: true, ticketIds: [] });
    expect(priceWithBenefits([general], 'usd', promo(20), [usable({ left: 1 })])[0]).toEqual({ price: 1600, fee: 71, discount: 418, benefit: null });
    expect(priceWithBenefits([general], 'usd', promo(5), [usable({ left: 1 })])[0]).toMatchObject({ discount: 209, benefit: { id: 'b1' } });
    expect(priceWithBenefits([general], 'usd', promo(10), [usable({ left: 1 })])[0]!.benefit).toBeNull();
  });

  it('applies a fixed amount only to tickets of its currency, a percentage to any', () => {
    const benefits = [usable({ id: 'five', name: 'Five off', discount: { amount: 500, percentageValue: null } }), usable({ id: 'pct', name: 'Ten percent' })];
    expect(priceWithBenefits([general], 'usd', null, benefits)[0]).toMatchObject({ price: 1500, benefit: { id: 'five' } });
    expect(priceWithBenefits([general], 'eur', null, benefits)[0]).toMatchObject({ price: 1800, benefit: { id: 'pct' } });
    expect(memberTicketPrice(general, 'eur', [benefits[0]!])).toEqual({ price: null, exhausted: false });
  });

  it("shows 'exhausted' for a ticket only when benefits cover it and none has any left", () => {
    expect(memberTicketPrice(general, 'usd', [usable({ left: 0 })])).toEqual({ price: null, exhausted: true });
    expect(memberTicketPrice(general, 'usd', [usable({ left: 0, discount: { allTickets: false, ticketIds: ['other'] } })])).toEqual({ price: null, exhausted: false });
    expect(memberTicketPrice(general, 'usd', [usable({ left: 2 })])).toEqual({ price: { price: 1800, fee: 80, discount: 209, benefit: { id: 'b1', name: 'Ten percent' } }, exhausted: false });
  });
});
