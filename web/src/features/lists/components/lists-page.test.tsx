import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { ListsSearch } from '../rules/lists';
import { listRow, OWNER_ID, page, serve } from './lists.fixtures';
import { ListsPage } from './lists-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const LISTS = '/client_side_api/v1/profile_management/custom_user_lists';
const rows = [
  listRow(),
  listRow({ id: 'l2', name: 'Board members', userCount: 1, createdAt: new Date(2030, 0, 9, 12).toISOString() }),
  listRow({ id: 'l3', name: 'Press', userCount: 0, createdAt: new Date(2029, 11, 31, 12).toISOString() }),
];

function renderPage(search: ListsSearch = {}, answer = page(rows, 23)) {
  const get = serve('GET', { [LISTS]: () => ({ data: answer }) });
  const onSearchChange = vi.fn();
  renderWithProviders(<ListsPage ownerId={OWNER_ID} username="riverside" search={search} onSearchChange={onSearchChange} />, { path: '/manage/riverside/lists' });
  return { get, onSearchChange };
}

describe('private access lists', () => {
  it("shows the owner's lists with their users and creation date, each name opening its list, and 'Add List'", async () => {
    const { get } = renderPage();
    const table = await screen.findByRole('table', { name: 'Lists' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼↕]/g, ''))).toEqual(['Name', 'Users', 'Created']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent)),
    ).toEqual([
      ['Porch friends', '2', '05 Jun 2030'],
      ['Board members', '1', '09 Jan 2030'],
      ['Press', '0', '31 Dec 2029'],
    ]);
    expect(within(table).getByRole('link', { name: 'Board members' }).getAttribute('href')).toBe('/manage/riverside/lists/manage/l2');
    expect(screen.getByRole('link', { name: 'Add List' }).getAttribute('href')).toBe('/manage/riverside/lists/create');
    expect(get).toHaveBeenCalledWith(LISTS, expect.objectContaining({ params: { query: { ownerId: OWNER_ID, page: 1, perPage: 10 } } }));
  });

  it('asks the server for the page, search and sort of the address, and changes them from the first page', async () => {
    const { get, onSearchChange } = renderPage({ query: 'porch', page: 3, sort: 'userCount', direction: 'desc' });
    await screen.findByRole('link', { name: 'Porch friends' });
    expect(get).toHaveBeenCalledWith(LISTS, expect.objectContaining({ params: { query: { ownerId: OWNER_ID, page: 3, perPage: 10, query: 'porch', sort: 'userCount', direction: 'desc' } } }));

    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getAllByRole('button').map((b) => b.textContent)).toEqual(['‹', '1', '2', '3', '›']);
    fireEvent.click(within(pages).getByRole('button', { name: '1' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: undefined });
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ sort: 'name', direction: 'asc', page: undefined });
    // The search waits for a pause in typing (300 ms).
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search lists' }), { target: { value: 'board' } });
    expect(onSearchChange).not.toHaveBeenCalledWith({ query: 'board', page: undefined });
    await waitFor(() => expect(onSearchChange).toHaveBeenLastCalledWith({ query: 'board', page: undefined }));
  });

  it("says 'No results' when nothing matches", async () => {
    renderPage({ query: 'nothing' }, page([], 0));
    expect(await screen.findByText('No results')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});
