import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../../lib/api/client';
import { parseCsv } from '../../../../test/csv-reader';
import { renderWithProviders } from '../../../../test/render';
import { membersQuery, tiersQuery, type Member, type MembersPage as MembersPageData } from '../../api/manage';
import { MembersPage } from './members-page';
import { membersCsvRows, membersFileName } from './manage-rules';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ownerId = '6f1c1b1e-8a4b-4c0e-9d7e-2b3c4d5e6f70';

const member = (overrides: Partial<Member>): Member =>
  ({
    id: 'm1',
    userId: null,
    userName: 'Ada Lovelace',
    userEmail: 'ada@example.com',
    tierId: 't1',
    tierName: 'Friends',
    priceId: 'p1',
    priceAmount: 2000,
    priceInterval: 'month',
    currency: 'usd',
    status: 'invited',
    displayStatus: 'invited',
    startsAt: '2026-11-01T10:00:00.000Z',
    expiresAt: '2027-03-05T12:00:00.000Z',
    autoRenew: false,
    stripeSubscription: null,
    addedManually: true,
    patronKey: 'ada@example.com',
    ...overrides,
  }) as Member;

const rows = [
  member({}),
  member({
    id: 'm2',
    userId: 'u2',
    userName: 'Grace Hopper',
    userEmail: 'grace@example.com',
    tierName: 'Patrons, "Gold"',
    priceAmount: 9950,
    priceInterval: 'year',
    status: 'active',
    displayStatus: 'renews',
    addedManually: false,
    stripeSubscription: 'sub_1',
    patronKey: 'u2',
  }),
];
const page: MembersPageData = { data: rows, page: 1, perPage: 10, totalCount: 23 } as MembersPageData;
const tiers = [{ id: 't1', name: 'Friends' }, { id: 't2', name: 'Patrons' }];

function renderPage(onSearchChange = vi.fn()) {
  renderWithProviders(<MembersPage ownerId={ownerId} username="riverside" search={{}} onSearchChange={onSearchChange} />, {
    data: [
      [membersQuery({ ownerId, status: 'all', page: 1, perPage: 10 }).queryKey, page],
      [tiersQuery(ownerId).queryKey, tiers],
    ],
  });
  return onSearchChange;
}

describe('members table', () => {
  it('shows each member with the display status and expiry date, linked to the patron; only manual members have actions', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Members' });
    const cells = within(table)
      .getAllByRole('row')
      .map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
    expect(cells.slice(1).map((row) => row.slice(1, 7))).toEqual([
      ['ada@example.com', 'Friends', '$20', 'Monthly', 'Invited', '05 Mar 2027'],
      ['grace@example.com', 'Patrons, "Gold"', '$99.50', 'Yearly', 'Renews', '05 Mar 2027'],
    ]);
    expect(within(table).getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe('/manage/riverside/reporting/patrons/ada%40example.com');
    expect(within(table).getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe('/manage/riverside/reporting/patrons/u2');
    expect(within(table).getByText('Added Manually')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Actions for Ada Lovelace' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Actions for Grace Hopper' })).toBeNull();
    expect(within(table).getByText(/manages their membership there/)).toBeTruthy();
    // 23 members, 10 a page: pages 1 2 3.
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['‹', '1', '2', '3', '›']);
  });

  it('filters by tier and status, back to the first page', async () => {
    const onSearchChange = renderPage();
    const status = (await screen.findByRole('combobox', { name: 'Filter by status' })) as HTMLSelectElement;
    expect([...status.options].map((o) => o.value)).toEqual(['all', 'active', 'invited', 'expired']);
    fireEvent.change(status, { target: { value: 'expired' } });
    expect(onSearchChange).toHaveBeenLastCalledWith({ status: 'expired', page: undefined });
    const tier = screen.getByRole('combobox', { name: 'Filter by tier' }) as HTMLSelectElement;
    expect([...tier.options].map((o) => o.textContent)).toEqual(['All tiers', 'Friends', 'Patrons']);
    fireEvent.change(tier, { target: { value: 't2' } });
    expect(onSearchChange).toHaveBeenLastCalledWith({ tierId: 't2', page: undefined });
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 2 });
  });

  it('exports every matching member to "Members {date}.csv"', async () => {
    let saved: Blob | undefined;
    Object.assign(URL, { createObjectURL: (blob: Blob) => ((saved = blob), 'blob:members'), revokeObjectURL: () => undefined });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const get = vi.spyOn(fetchClient, 'GET').mockImplementation(() => Promise.resolve({ data: rows, response: new Response() }) as unknown as ReturnType<typeof fetchClient.GET>);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
    await waitFor(() => expect(clicked).toEqual([membersFileName()]));
    expect(clicked[0]).toMatch(/^Members \d{4}-\d{2}-\d{2}\.csv$/);
    expect(get).toHaveBeenCalledWith('/client_side_api/v1/profile_management/membership_subscriptions/export', { params: { query: { ownerId, status: 'all' } } });
    const text = new TextDecoder().decode(new Uint8Array(await saved!.arrayBuffer()).slice(3));
    expect(parseCsv(text)).toEqual([
      ['Name', 'Email', 'Tier Name', 'Price', 'Interval', 'Status', 'Expires on'],
      ['Ada Lovelace', 'ada@example.com', 'Friends', '20.00', 'month', 'invited', '05 Mar 2027'],
      ['Grace Hopper', 'grace@example.com', 'Patrons, "Gold"', '99.50', 'year', 'renews', '05 Mar 2027'],
    ]);
  });

  it('hides the action bar while there are no members at all, offering to add one', async () => {
    renderWithProviders(<MembersPage ownerId={ownerId} username="riverside" search={{}} onSearchChange={vi.fn()} />, {
      data: [
        [membersQuery({ ownerId, status: 'all', page: 1, perPage: 10 }).queryKey, { data: [], page: 1, perPage: 10, totalCount: 0 }],
        [tiersQuery(ownerId).queryKey, tiers],
      ],
    });
    expect(await screen.findByText("You don't have any members yet.")).toBeTruthy();
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.getByRole('link', { name: 'Add member' }).getAttribute('href')).toBe('/manage/riverside/memberships/members/new');
  });
});

describe('members file', () => {
  it('names the file by the local date and leaves an unknown expiry empty', () => {
    expect(membersFileName(new Date(2026, 2, 5, 23, 30))).toBe('Members 2026-03-05.csv');
    expect(membersCsvRows([{ ...member({ expiresAt: null }), currency: 'jpy', priceAmount: 1500 }])[1]).toEqual(['Ada Lovelace', 'ada@example.com', 'Friends', '1500', 'month', 'invited', '']);
  });
});
