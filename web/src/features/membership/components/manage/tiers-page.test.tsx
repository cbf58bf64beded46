import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../../lib/api/client';
import { renderWithProviders } from '../../../../test/render';
import { membershipSettingsQuery, tiersQuery, type MembershipSettings, type MembershipTier } from '../../api/manage';
import { OWNER_ID, price, tier } from './manage.fixtures';
import { TiersPage } from './tiers-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ownerId = OWNER_ID;
const settings = (stripeConnected: boolean) => ({ title: '', description: '', status: 'public', membershipPrivateUuid: null, stripeConnected, fee: 5, type: 'School' }) as MembershipSettings;

function renderTiers(tiers: MembershipTier[], connected: boolean) {
  return renderWithProviders(<TiersPage ownerId={ownerId} ownerType="School" username="riverside" search={{}} onSearchChange={vi.fn()} />, {
    data: [
      [tiersQuery(ownerId).queryKey, tiers],
      [membershipSettingsQuery(ownerId).queryKey, settings(connected)],
    ],
  });
}

describe('tiers list', () => {
  it('lists prices, members, revenue and capacity; Delete only without members, Restore for hidden tiers', async () => {
    const remove = vi.spyOn(fetchClient, 'DELETE').mockImplementation(() => Promise.resolve({ data: true, response: new Response() }) as ReturnType<typeof fetchClient.DELETE>);
    renderTiers(
      [
        tier({ prices: [price('p1', 2000, 'month'), price('p2', 20000, 'year')] }),
        tier({ id: 't2', name: 'Patrons', membersCount: 3, revenue: 15000, validSubscriptionsLimit: 10, remaining: 7 }),
        tier({ id: 't3', name: 'Founders', archived: true, membersCount: 1 }),
      ],
      true,
    );
    const table = await screen.findByRole('table', { name: 'Tiers' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(0, 5).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Friends', '$20 / month$200 / year', '0', '$0', 'Unlimited'],
      ['Patrons', '$20 / month', '3', '$150', 'Limited (7 of 10 remaining)'],
      ['FoundersHidden', '$20 / month', '1', '$0', 'Unlimited'],
    ]);
    expect(screen.getByRole('link', { name: 'New tier' }).getAttribute('href')).toBe('/manage/riverside/memberships/tiers/new');

    const menu = async (name: string) => {
      fireEvent.pointerDown(screen.getByRole('button', { name: `Actions for ${name}` }), { button: 0, ctrlKey: false });
      return (await screen.findByRole('menu')).textContent;
    };
    expect(await menu('Patrons')).toBe('EditHide');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(await menu('Founders')).toBe('EditRestore');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(await menu('Friends')).toBe('EditHideDelete');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete tier' });
    expect(within(dialog).getByText('Permanently delete Friends?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/client_side_api/v1/profile_management/membership_tiers/{id}', { params: { path: { id: 't1' } } }));
  });

  it('offers connecting payments instead of New tier until payments are connected', async () => {
    renderTiers([], false);
    const connect = await screen.findByRole('link', { name: 'Connect payments' });
    expect(connect.getAttribute('href')).toBe(`/stripe/onboarding?owner_uuid=${ownerId}&owner_type=School`);
    expect(screen.getByText('Connect payments before creating memberships')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New tier' })).toBeNull();
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});
