import { describe, expect, it } from 'vitest';
import { formatPayoutDate, onboardingPath, paymentFeeText } from './payouts-text';

describe('payouts text', () => {
  it('writes the card fee per currency with its fixed part in cents', () => {
    expect(paymentFeeText({ currency: 'usd', stripeFeePercentage: 2.9, stripeFeeCash: 30 })).toBe('2.9% + $0.30 per card payment');
    expect(paymentFeeText({ currency: 'mxn', stripeFeePercentage: 3.6, stripeFeeCash: 300 })).toBe('3.6% + MX$3 per card payment');
    expect(paymentFeeText({ currency: 'gbp', stripeFeePercentage: 1.5, stripeFeeCash: 20 })).toBe('1.5% + £0.20 per card payment');
    expect(paymentFeeText({ currency: 'jpy', stripeFeePercentage: 3.6, stripeFeeCash: 0 })).toBe('3.6% per card payment');
  });

  it("writes payout dates 'dd MMM yyyy' as the calendar date they arrived", () => {
    expect(formatPayoutDate('2026-03-05T00:00:00.000Z')).toBe('05 Mar 2026');
  });

  it('links to the onboarding route of the seeds', () => {
    expect(onboardingPath({ id: 'abc', type: 'School' })).toBe('/stripe/onboarding?owner_uuid=abc&owner_type=School');
  });
});
