import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../lib/api/client';
import { renderWithProviders } from '../../../test/render';
import { promoCodesQuery, type PromoCodesPage as Page } from '../api/promo-codes';
import type { PromoCodesSearch } from '../rules/promo-code';
import { OWNER_ID, promoCode } from './promo-codes.fixtures';
import { PromoCodesPage } from './promo-codes-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

const rows = [
  promoCode({}),
  promoCode({ id: 'p2', code: 'EARLY20', amount: null, percentageValue: 20, quantity: 5, uses: 2, status: 'future', startsAt: new Date(2030, 6, 1, 10, 0).toISOString() }),
  promoCode({ id: 'p3', code: 'WINTER25', status: 'expired', uses: 40 }),
];

function renderPage({ search = {}, page = { data: rows, page: 1, perPage: 10, totalCount: 23 } }: { search?: PromoCodesSearch; page?: Page } = {}) {
  const onSearchChange = vi.fn();
  const params = { ownerId: OWNER_ID, page: search.page ?? 1, perPage: 10, ...(search.query ? { query: search.query } : {}), ...(search.sort ? { sort: search.sort, direction: search.direction ?? 'asc' } : {}) };
  const rendered = renderWithProviders(<PromoCodesPage ownerId={OWNER_ID} username="riverside" search={search} onSearchChange={onSearchChange} />, {
    path: '/manage/riverside/marketing/global-promo-codes',
    data: [[promoCodesQuery(params).queryKey, page]],
  });
  return { ...rendered, onSearchChange };
}

describe('global promo codes list', () => {
  it('shows each code with its discount, uses, status and an edit link', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Promo codes' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['SPRING26', '$10.50', '3', 'Active'],
      ['EARLY20', '20%', '2 / 5', 'Activates on 01.07.2030'],
      ['WINTER25', '$10.50', '40', 'Expired'],
    ]);
    expect(within(table).getByRole('link', { name: 'EARLY20' }).getAttribute('href')).toBe('/manage/riverside/marketing/global-promo-codes/edit/p2');
    expect(screen.getByRole('link', { name: 'Add code' }).getAttribute('href')).toBe('/manage/riverside/marketing/global-promo-codes/new');
    expect(screen.getByRole('link', { name: 'Bulk import' }).getAttribute('href')).toBe('/manage/riverside/marketing/global-promo-codes/bulk-import');
  });

  it('sorts Code, Discount and Uses ascending, then descending, from the first page; Status does not sort', async () => {
    const first = renderPage({ search: { page: 2 } });
    fireEvent.click(await screen.findByRole('button', { name: /Discount/ }));
    expect(first.onSearchChange).toHaveBeenLastCalledWith({ sort: 'discount', direction: 'asc', page: undefined });
    first.unmount();

    const sorted = renderPage({ search: { sort: 'uses', direction: 'asc' } });
    const uses = await screen.findByRole('columnheader', { name: /Uses/ });
    expect(uses.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(uses).getByRole('button'));
    expect(sorted.onSearchChange).toHaveBeenLastCalledWith({ sort: 'uses', direction: 'desc', page: undefined });
    fireEvent.click(screen.getByRole('button', { name: /Code/ }));
    expect(sorted.onSearchChange).toHaveBeenLastCalledWith({ sort: 'code', direction: 'asc', page: undefined });
    expect(within(screen.getByRole('columnheader', { name: 'Status' })).queryByRole('button')).toBeNull();
  });

  it("counts 'N codes', pages 10 at a time and searches from the first page", async () => {
    const { onSearchChange } = renderPage();
    expect(await screen.findByText('23 codes')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getAllByRole('button').map((b) => b.textContent)).toEqual(['‹', '1', '2', '3', '›']);
    fireEvent.click(within(pages).getByRole('button', { name: '3' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 3 });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search codes' }), { target: { value: 'spring' } });
    await waitFor(() => expect(onSearchChange).toHaveBeenLastCalledWith({ query: 'spring', page: undefined }));
  });

  it("says 'No results' when nothing matches", async () => {
    renderPage({ search: { query: 'nothing' }, page: { data: [], page: 1, perPage: 10, totalCount: 0 } });
    expect(await screen.findByText('No results')).toBeTruthy();
    expect(screen.getByText('0 codes')).toBeTruthy();
  });

  it("deletes a code after 'Permanently delete {code}?'", async () => {
    const remove = vi
      .spyOn(fetchClient, 'DELETE')
      .mockImplementation(() => Promise.resolve({ data: { message: 'Promo code deleted successfully' }, response: new Response() }) as ReturnType<typeof fetchClient.DELETE>);
    renderPage();
    fireEvent.pointerDown(await screen.findByRole('button', { name: 'Actions for SPRING26' }), { button: 0, ctrlKey: false });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Delete']);
    expect(within(menu).getByRole('menuitem', { name: 'Edit' }).getAttribute('href')).toBe('/manage/riverside/marketing/global-promo-codes/edit/p1');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete code' });
    expect(within(dialog).getByText('Permanently delete SPRING26?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Promo code deleted successfully'));
    expect(remove).toHaveBeenCalledWith('/client_side_api/v1/profile_management/promo_codes/{id}', expect.objectContaining({ params: { path: { id: 'p1' }, query: { ownerId: OWNER_ID } } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is used from the keyboard: the row menu opens with Enter, and a cancelled delete gives the focus back to its button', async () => {
    renderPage();
    const button = await screen.findByRole('button', { name: 'Actions for EARLY20' });
    button.focus();
    fireEvent.keyDown(button, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Edit' })));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Delete' })));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Delete code' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for EARLY20' })));
  });

  it("shows the server's message when a delete fails, and keeps the confirmation open", async () => {
    vi.spyOn(fetchClient, 'DELETE').mockImplementation(() => Promise.resolve({ error: { message: 'No promo code found' }, response: new Response(null, { status: 404 }) }) as ReturnType<typeof fetchClient.DELETE>);
    renderPage();
    fireEvent.pointerDown(await screen.findByRole('button', { name: 'Actions for SPRING26' }), { button: 0, ctrlKey: false });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete code' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('No promo code found'));
    expect(screen.getByRole('dialog', { name: 'Delete code' })).toBeTruthy();
  });
});
