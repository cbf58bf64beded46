import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import type { AdminAccount, AdminAction } from '../../api/super-admin';
import { AccountsTable } from './accounts-table';
import { describeAdminAction } from './feature-flags';
import { RecentActionsTable } from './recent-actions';

afterEach(cleanup);

const sam: AdminAccount = {
  id: 'a1',
  type: 'User',
  name: 'Sam Rivera',
  username: 'sam',
  email: 'sam@limelight.example',
  createdAt: '2026-03-12T10:00:00.000Z',
  flags: { developerZone: false, referralTracker: true },
};
const riverside: AdminAccount = { ...sam, id: 'a2', type: 'School', name: 'Riverside Arts Collective', username: 'riverside', email: null, flags: { developerZone: true, referralTracker: false } };

describe('Super Admin accounts table', () => {
  it('shows each account with switches named by flag and account, and a link into its management area', async () => {
    const onSetFlag = vi.fn();
    renderWithProviders(<AccountsTable accounts={[sam, riverside]} loading={false} onSetFlag={onSetFlag} />);

    const row = (await screen.findByRole('cell', { name: 'Sam Rivera' })).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(expect.arrayContaining(['@sam', 'User', 'sam@limelight.example', '12 Mar 2026']));
    expect(within(row).getByRole('link', { name: 'Manage Sam Rivera' }).getAttribute('href')).toBe('/manage/sam/events');

    const developerZone = screen.getByRole('switch', { name: 'Developer Zone for Sam Rivera' });
    expect(developerZone.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'Referral Tracker for Sam Rivera' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Developer Zone for Riverside Arts Collective' }).getAttribute('aria-checked')).toBe('true');

    fireEvent.click(developerZone);
    expect(onSetFlag).toHaveBeenCalledWith(sam, 'developerZone', true);
    fireEvent.click(screen.getByRole('switch', { name: 'Developer Zone for Riverside Arts Collective' }));
    expect(onSetFlag).toHaveBeenLastCalledWith(riverside, 'developerZone', false);
  });

  it('disables the switch being saved, and says when nothing matches', async () => {
    const { unmount } = renderWithProviders(<AccountsTable accounts={[sam]} loading={false} busy={{ id: 'a1', flag: 'developerZone' }} onSetFlag={() => undefined} />);
    expect((await screen.findByRole('switch', { name: 'Developer Zone for Sam Rivera' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('switch', { name: 'Referral Tracker for Sam Rivera' }).hasAttribute('disabled')).toBe(false);
    unmount();
    renderWithProviders(<AccountsTable accounts={[]} loading={false} onSetFlag={() => undefined} />);
    expect(await screen.findByText('No accounts match your search.')).toBeTruthy();
  });
});

describe('Super Admin recent actions', () => {
  const action: AdminAction = {
    id: 'x1',
    at: '2026-03-12T16:05:00.000Z',
    actor: { id: 'u1', name: 'Ada Admin', username: 'admin' },
    action: 'flag.enabled',
    target: { id: 'a1', name: 'Sam Rivera', username: 'sam', type: 'User' },
    detail: { flag: 'developerZone' },
  };

  it('says what was done in words', () => {
    expect(describeAdminAction(action)).toBe('Turned on Developer Zone');
    expect(describeAdminAction({ action: 'flag.disabled', detail: { flag: 'referralTracker' } })).toBe('Turned off Referral Tracker');
  });

  it('lists when, who, what and on whom; a deleted account is named as such', async () => {
    renderWithProviders(<RecentActionsTable loading={false} actions={[action, { ...action, id: 'x2', target: { id: 'gone', name: null, username: null, type: null } }]} />);
    const rows = (await screen.findByRole('table', { name: 'Recent actions' })).querySelectorAll('tbody tr');
    const texts = [...rows].map((row) => [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent));
    expect(texts).toEqual([
      ['Ada Admin (@admin)', 'Turned on Developer Zone', 'Sam Rivera (@sam)'],
      ['Ada Admin (@admin)', 'Turned on Developer Zone', 'Deleted account'],
    ]);
    expect(rows[0]!.querySelector('time')!.getAttribute('dateTime')).toBe(action.at);
  });
});
