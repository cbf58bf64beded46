import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../../lib/api/client';
import { renderWithProviders } from '../../../../test/render';
import { adminAccountsQuery, adminActionsQuery, type AdminAccount } from '../../api/super-admin';
import { AccountsTable } from './accounts-table';
import { describeAdminAction } from './feature-flags';
import { AMOUNT_REQUIRED, ReferralPayoutForm } from './referral-payout-form';
import { SuperAdminPage } from './super-admin-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const kofi: AdminAccount = {
  id: 'a1',
  type: 'User',
  name: 'Kofi Mensah',
  username: 'kofi',
  email: 'kofi@limelight.example',
  createdAt: '2026-03-12T10:00:00.000Z',
  flags: { developerZone: false, referralTracker: true },
};

describe('recording a referral payout', () => {
  it('is opened from the account’s row', async () => {
    const onRecordPayout = vi.fn();
    renderWithProviders(<AccountsTable accounts={[kofi]} loading={false} onSetFlag={() => undefined} onRecordPayout={onRecordPayout} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Record a referral payout to Kofi Mensah' }));
    expect(onRecordPayout).toHaveBeenCalledWith(kofi);
  });

  it('takes the keyboard to the amount when opened from a row, and back to that row when cancelled', async () => {
    const empty = { data: [], totalCount: 0, page: 1, perPage: 10 };
    vi.spyOn(fetchClient, 'GET').mockResolvedValue({ data: empty, response: new Response() } as never);
    renderWithProviders(<SuperAdminPage />, {
      data: [
        [adminAccountsQuery('', 1).queryKey, { ...empty, data: [kofi], totalCount: 1 }],
        [adminActionsQuery(1).queryKey, empty],
      ],
    });
    const open = await screen.findByRole('button', { name: 'Record a referral payout to Kofi Mensah' });
    open.focus();
    fireEvent.click(open);
    expect(document.activeElement).toBe(screen.getByLabelText('Amount paid'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Referral payout to Kofi Mensah' })).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it('sends the amount in minor units of the chosen currency, and refuses an amount of nothing', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<ReferralPayoutForm account={kofi} busy={false} onSubmit={onSubmit} onCancel={() => undefined} />);
    const submit = await screen.findByRole('button', { name: 'Record payout' });
    fireEvent.click(submit);
    expect(screen.getByRole('alert').textContent).toBe(AMOUNT_REQUIRED);
    fireEvent.change(screen.getByLabelText('Amount paid'), { target: { value: '0' } });
    fireEvent.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Amount paid'), { target: { value: '25.50' } });
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'eur' } });
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(2550, 'eur');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows what the API refused, and the log says what was recorded', async () => {
    renderWithProviders(<ReferralPayoutForm account={kofi} busy={false} error="Sorry! That profile wasn't found." onSubmit={() => undefined} onCancel={() => undefined} />);
    expect((await screen.findByRole('alert')).textContent).toBe("Sorry! That profile wasn't found.");
    expect(describeAdminAction({ action: 'referral_payout.recorded', detail: { payoutId: 'x', amount: 2550, currency: 'eur' } })).toBe('Recorded a referral payout of €25.50');
  });
});
