import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CsvRow } from '../../../lib/csv';
import { renderWithProviders } from '../../../test/render';
import { ListGate } from './list-gate';
import { ListPage } from './list-page';
import { LIST_ID, listUser, privateList, serve, USERS_PATH, usersRoute } from './lists.fixtures';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

const LIST = '/client_side_api/v1/profile_management/custom_user_lists/{id}';
const USER = '/client_side_api/v1/profile_management/custom_user_lists_users/{id}';
const PAGE = `/manage/riverside/lists/manage/${LIST_ID}`;
const people = [listUser('ana@example.com', 'Ana Ruiz', 'u1'), listUser('bo@example.com', null, 'u2')];

function renderPage(users = people) {
  const get = serve('GET', { [USERS_PATH]: usersRoute(users) });
  const download = vi.fn<(fileName: string, rows: CsvRow[]) => void>();
  const rendered = renderWithProviders(<ListPage list={privateList({ userCount: users.length })} username="riverside" download={download} />, { path: PAGE });
  return { ...rendered, get, download };
}

const usersTable = () => screen.findByRole('table', { name: 'List users' });

describe('a private access list', () => {
  it("shows the list's users with e-mail and name, and the ways to add, import, rename and delete", async () => {
    const { get } = renderPage();
    const table = await usersTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent)),
    ).toEqual([
      ['ana@example.com', 'Ana Ruiz', 'Remove'],
      ['bo@example.com', '', 'Remove'],
    ]);
    expect(get).toHaveBeenCalledWith(USERS_PATH, expect.objectContaining({ params: { query: { customUserListId: LIST_ID, page: 1, perPage: 10 } } }));
    expect(screen.getByRole('heading', { level: 1, name: 'Porch friends' })).toBeTruthy();
    expect(screen.getByText('2 users')).toBeTruthy();
    const links = Object.fromEntries(['Add e-mails', 'Bulk import', 'Rename', 'Lists'].map((name) => [name, screen.getByRole('link', { name }).getAttribute('href')]));
    expect(links).toEqual({
      'Add e-mails': `/manage/riverside/lists/${LIST_ID}/add-emails`,
      'Bulk import': `/manage/riverside/lists/${LIST_ID}/bulk-import`,
      Rename: `${PAGE}/edit`,
      Lists: '/manage/riverside/lists',
    });
  });

  it('exports every user to a CSV file made in the browser', async () => {
    const many = Array.from({ length: 1203 }, (_, n) => listUser(`guest${n}@example.com`, n === 0 ? 'Ada, "the first"' : null, `u${n}`));
    const { get, download } = renderPage(many);
    await usersTable();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export CSV' })));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('1203 users exported successfully'));
    // Read in pages of 1000, the most one call answers.
    expect(get.mock.calls.filter(([, init]) => init?.params?.query?.perPage === 1000).map(([, init]) => init?.params?.query?.page)).toEqual([1, 2]);
    const [fileName, rows] = download.mock.calls[0]!;
    expect(fileName).toMatch(/^Porch friends users \d{4}-\d{2}-\d{2}\.csv$/);
    expect(rows).toHaveLength(1204);
    expect(rows.slice(0, 3)).toEqual([
      ['Email', 'Name'],
      ['guest0@example.com', 'Ada, "the first"'],
      ['guest1@example.com', ''],
    ]);
  });

  it("says 'No users to export' for an empty list and saves no file", async () => {
    const { download } = renderPage([]);
    expect(await screen.findByText('No data yet!')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export CSV' })));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('No users to export'));
    expect(download).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('deletes the list after a confirmation and returns to the lists', async () => {
    const remove = serve('DELETE', { [LIST]: () => ({ data: { message: 'List deleted successfully' } }) });
    const { router } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete list' });
    expect(within(dialog).getByText('Permanently delete Porch friends and its users?')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(remove).toHaveBeenCalledWith(LIST, expect.objectContaining({ params: { path: { id: LIST_ID } } }));
    expect(toast.success).toHaveBeenCalledWith('List deleted successfully');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/riverside/lists'));
  });

  it("opens 'Unable to Delete \"{list}\"' with the server's error when the delete fails, and stays", async () => {
    serve('DELETE', { [LIST]: () => ({ status: 500, error: { message: 'Internal server error' } }) });
    const { router } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete list' }));
    await act(async () => fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete list' })).getByRole('button', { name: 'Delete' })));
    const failure = await screen.findByRole('dialog', { name: 'Unable to Delete "Porch friends"' });
    expect(within(failure).getByText(/^We encountered an issue while trying to delete the list/).textContent).toBe(
      'We encountered an issue while trying to delete the list... check your connection and try again. If the problem persists, contact support with this error: Internal server error',
    );
    expect(toast.success).not.toHaveBeenCalled();
    fireEvent.click(within(failure).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(PAGE);
  });

  it("removes a user, and opens 'Unable to Remove User from \"{list}\"' when that fails", async () => {
    const remove = serve('DELETE', {
      [USER]: ({ params }) => (params?.path?.id === 'u1' ? { data: { message: 'User removed successfully' } } : { status: 404, error: { message: 'Sorry! That user wasn’t found on the list.' } }),
    });
    renderPage();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Remove ana@example.com' })));
    expect(remove).toHaveBeenCalledWith(USER, expect.objectContaining({ params: { path: { id: 'u1' } } }));
    expect(toast.success).toHaveBeenCalledWith('User removed successfully');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove bo@example.com' })));
    const failure = await screen.findByRole('dialog', { name: 'Unable to Remove User from "Porch friends"' });
    expect(within(failure).getByText(/contact support with this error: Sorry! That user wasn’t found on the list\.$/)).toBeTruthy();
  });

  it('keeps the keyboard in the table as users are removed, and shows the page before once the last one is empty', async () => {
    const users = Array.from({ length: 12 }, (_, n) => listUser(`guest${n}@example.com`, null, `u${n}`));
    serve('DELETE', {
      [USER]: ({ params }) => {
        users.splice(users.findIndex((user) => user.id === params?.path?.id), 1);
        return { data: { message: 'User removed successfully' } };
      },
    });
    renderPage(users);
    const removeUser = async (email: string) => {
      const button = await screen.findByRole('button', { name: `Remove ${email}` });
      button.focus();
      await act(async () => fireEvent.click(button));
    };
    await removeUser('guest0@example.com');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove guest1@example.com' }));

    // Page 2 holds guest11 alone; once it is removed, page 1 is shown and the keyboard is in the search box.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove guest0@example.com' })).toBeNull());
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: '2' }));
    await removeUser('guest11@example.com');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search users' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Remove guest1@example.com' })).toBeTruthy();
    expect(screen.queryByText('No data yet!')).toBeNull();
  });

  it("says 'Sorry! That list wasn’t found.' for a list that is not there", async () => {
    serve('GET', { [LIST]: () => ({ status: 404, error: { message: 'Sorry! That list wasn’t found.' } }) });
    renderWithProviders(<ListGate id="missing" username="riverside">{(list) => <p>{list.name}</p>}</ListGate>, { path: '/manage/riverside/lists/manage/missing' });
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry! That list wasn’t found.');
    expect(screen.getByRole('link', { name: 'Back to lists' }).getAttribute('href')).toBe('/manage/riverside/lists');
  });
});
