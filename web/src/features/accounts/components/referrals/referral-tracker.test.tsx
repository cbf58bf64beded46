import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../../lib/api/client';
import { renderWithProviders } from '../../../../test/render';
import { referralPayoutsQuery, referralsQuery, type ReferralPayout, type ReferralRow } from '../../api/referrals';
import { ReferralTrackerPage } from './referral-tracker-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const OWNER = 'owner-1';
const LINK = 'https://limelight.example/auth?ref=kofi';
const thisMonth = new Date().toISOString().slice(0, 7);
const riverside: ReferralRow = {
  referredAccountUuid: '6f1c1b1e-8a4b-4c0e-9d7e-2b3c4d5e6f70',
  referredAccountName: 'Riverside Arts Collective',
  amountEarned: 173,
  currency: 'usd',
  dates: { [`${thisMonth}-01`]: 173 },
  status: 'Earning',
};
const payout: ReferralPayout = { id: 'p1', paidAt: '2026-03-12T10:00:00.000Z', amount: 2500, currency: 'usd' };

const page = <T,>(data: T[], totalCount = data.length, extra: object = {}) => ({ data, totalCount, page: 1, perPage: 10, ...extra });

function renderTracker(rows: ReferralRow[], payouts: ReferralPayout[], counts: { referrals?: number; payouts?: number } = {}) {
  return renderWithProviders(<ReferralTrackerPage ownerId={OWNER} />, {
    data: [
      [referralsQuery(OWNER, 1).queryKey, page(rows, counts.referrals, { referralLink: LINK })],
      [referralPayoutsQuery(OWNER, 1).queryKey, page(payouts, counts.payouts)],
    ],
  });
}

describe('the referral tracker', () => {
  it('shows the referral link and copies it, saying Link copied for 2 seconds', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTracker([riverside], [payout]);
    const field = (await screen.findByLabelText('Your referral link')) as HTMLInputElement;
    expect([field.value, field.readOnly]).toEqual([LINK, true]);
    const button = screen.getByRole('button', { name: 'Copy link' });
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(button.textContent).toBe('Link copied');
    // Said to screen readers too: the focused button's new text is not read out.
    expect(screen.getByRole('status').textContent).toBe('Link copied');
    act(() => vi.advanceTimersByTime(1999));
    expect(button.textContent).toBe('Link copied');
    act(() => vi.advanceTimersByTime(1));
    expect(button.textContent).toBe('Copy link');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('lists the referred accounts with their status, earnings, UUID and a 12-month sparkline, and the payouts made', async () => {
    renderTracker([riverside, { ...riverside, referredAccountUuid: 'u2', referredAccountName: 'Theo Marchetti', amountEarned: 0, dates: {}, status: 'Pending' }], [payout]);
    const referrals = await screen.findByRole('table', { name: 'Referrals' });
    expect(within(referrals).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Referred Accounts', 'Amount Earned', 'Referred Account UUID', 'Last 12 months']);
    const [first, second] = within(referrals).getAllByRole('row').slice(1);
    expect(within(first!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Riverside Arts Collective Earning', '$1.73', riverside.referredAccountUuid, '']);
    expect(within(second!).getAllByRole('cell')[0]!.textContent).toBe('Theo Marchetti Pending');
    // This month's $1.73 is the last of 12 points, just above the bottom of a scale whose top is $1000.
    const line = within(first!).getByRole('img', { name: 'Earnings from Riverside Arts Collective over the last 12 months' }).querySelector('polyline')!;
    const points = line.getAttribute('points')!.split(' ');
    expect(points).toHaveLength(12);
    expect(points[10]).toMatch(/,24$/);
    expect(Number(points[11]!.split(',')[1])).toBeLessThan(24);

    const payouts = screen.getByRole('table', { name: 'Referral payouts' });
    expect(within(payouts).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date Paid', 'Amount Paid']);
    expect(within(payouts).getAllByRole('cell').map((c) => c.textContent)).toEqual(['12 Mar 2026', '$25']);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it("says 'No data yet!' for empty tables", async () => {
    renderTracker([], []);
    await screen.findByRole('table', { name: 'Referrals' });
    expect(screen.getAllByText('No data yet!')).toHaveLength(2);
  });

  it('pages each table 10 at a time', async () => {
    const get = vi.spyOn(fetchClient, 'GET').mockImplementation(
      () => Promise.resolve({ data: { ...page([{ ...payout, id: 'p11', amount: 100 }], 11), page: 2 }, response: new Response() }) as unknown as ReturnType<typeof fetchClient.GET>,
    );
    renderTracker([riverside], Array.from({ length: 10 }, (_, n) => ({ ...payout, id: `p${n}` })), { payouts: 11 });
    const payouts = await screen.findByRole('table', { name: 'Referral payouts' });
    const [pagination] = screen.getAllByRole('navigation', { name: 'Pagination' });
    expect(screen.getAllByRole('navigation', { name: 'Pagination' })).toHaveLength(1);
    fireEvent.click(within(pagination!).getByRole('button', { name: '2' }));
    await waitFor(() => expect(within(payouts).getAllByRole('cell').map((c) => c.textContent)).toEqual(['12 Mar 2026', '$1']));
    expect(get).toHaveBeenCalledWith('/client_side_api/v1/profile_management/referral_payouts', expect.objectContaining({ params: { query: { ownerId: OWNER, page: 2, perPage: 10 } } }));
  });
});
