import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../../lib/api/client';
import { renderWithProviders } from '../../../../test/render';
import { managedVideosQuery, type ManagedVideo, type ManagedVideosPage } from '../../api/manage-videos';
import type { VideosSearch } from './video-rules';
import { VideosPage } from './videos-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.mocked(toast.success).mockClear();
});

const ownerId = '6f1c1b1e-8a4b-4c0e-9d7e-2b3c4d5e6f70';
const otherOwner = '9a0b8c7d-6e5f-4a3b-2c1d-0e9f8a7b6c5d';

const video = (overrides: Partial<ManagedVideo>): ManagedVideo => ({
  id: 'v1',
  title: 'Backstage at the Blue Room',
  thumbnail: '/client_side_api/v1/file_uploads/t1',
  membersOnly: false,
  uploadedAt: '2026-03-08T12:00:00.000Z',
  donationsSum: 'N/A',
  currency: 'usd',
  viewCount: 1250,
  likeCount: 31,
  owner: { id: ownerId },
  collaborators: [],
  url: '/watch/v1',
  ...overrides,
});

const rows = [
  video({}),
  video({
    id: 'v2',
    title: 'Quartet rehearsal',
    membersOnly: true,
    viewCount: 7,
    likeCount: 0,
    uploadedAt: '2026-01-15T12:00:00.000Z',
    collaborators: [{ identifier: 'maya', uuid: 'u2', name: 'Maya Lind', avatar: null }],
    url: '/watch/v2',
  }),
  video({ id: 'v3', title: 'Guest set at Riverside', owner: { id: otherOwner }, collaborators: [{ identifier: 'riverside', uuid: ownerId, name: 'Riverside', avatar: null }], url: '/watch/v3' }),
];

function renderPage({ search = {}, page = { data: rows, page: 1, perPage: 10, totalCount: 23 } }: { search?: VideosSearch; page?: ManagedVideosPage } = {}) {
  const onSearchChange = vi.fn();
  const params = { ownerId, page: search.page ?? 1, perPage: 10, ...(search.query ? { query: search.query } : {}), ...(search.sort ? { sort: search.sort, direction: search.direction ?? 'asc' } : {}) };
  const rendered = renderWithProviders(<VideosPage ownerId={ownerId} username="riverside" search={search} onSearchChange={onSearchChange} />, {
    path: '/manage/riverside/videos',
    data: [[managedVideosQuery(params).queryKey, page]],
  });
  return { ...rendered, onSearchChange };
}

const rowOf = (title: string) => screen.getByText(title).closest('tr')!;

describe('videos list', () => {
  it('shows each video with its visibility, collaborators, donations N/A while off, views, likes and upload day', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Videos' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells.map((row) => [row[0], row[1], row[3], row[4], row[5], row[6]])).toEqual([
      ['Backstage at the Blue Room', 'Public', 'N/A', '1250', '31', '08 Mar 2026'],
      ['Quartet rehearsal', 'Members Only', 'N/A', '7', '0', '15 Jan 2026'],
      ['Guest set at Riverside', 'Public', 'N/A', '1250', '31', '08 Mar 2026'],
    ]);
    expect(within(rowOf('Backstage at the Blue Room')).queryByRole('img', { name: /Collaborators/ })).toBeNull();
    expect(within(rowOf('Quartet rehearsal')).getByRole('img', { name: 'Collaborators: @maya' })).toBeTruthy();
  });

  it("shows a video's donations in its currency", async () => {
    // A sum in minor units and the video's currency.
    renderPage({ page: { data: [video({ donationsSum: 125050, currency: 'usd' }), video({ id: 'v2', title: 'Quartet rehearsal', donationsSum: 900, currency: 'jpy' })], page: 1, perPage: 10, totalCount: 2 } });
    await screen.findByRole('table', { name: 'Videos' });
    const donations = (title: string) => within(rowOf(title)).getAllByRole('cell')[3]!.textContent;
    expect(donations('Backstage at the Blue Room')).toBe('$1250.50');
    expect(donations('Quartet rehearsal')).toBe('¥900');
  });

  it("gives the owner's videos Edit and Watch, and the ones they collaborate on Watch and Remove me", async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Videos' });
    const own = within(screen.getByRole('navigation', { name: 'Manage Backstage at the Blue Room' }));
    expect(own.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/manage/riverside/videos/edit/v1');
    expect(own.getByRole('link', { name: 'Watch' }).getAttribute('href')).toBe('/watch/v1');
    expect(own.queryByRole('button', { name: 'Remove me' })).toBeNull();
    const guest = within(screen.getByRole('navigation', { name: 'Manage Guest set at Riverside' }));
    expect(guest.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(guest.getByRole('link', { name: 'Watch' }).getAttribute('href')).toBe('/watch/v3');
    expect(guest.getByRole('button', { name: 'Remove me' })).toBeTruthy();
  });

  it('sorts by a column ascending, then descending, back to the first page', async () => {
    const first = renderPage({ search: { page: 2 } });
    fireEvent.click(await screen.findByRole('button', { name: /Views/ }));
    expect(first.onSearchChange).toHaveBeenLastCalledWith({ sort: 'viewCount', direction: 'asc', page: undefined });
    first.unmount();

    const sorted = renderPage({ search: { sort: 'viewCount', direction: 'asc' } });
    const views = await screen.findByRole('columnheader', { name: /Views/ });
    expect(views.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(views).getByRole('button'));
    expect(sorted.onSearchChange).toHaveBeenLastCalledWith({ sort: 'viewCount', direction: 'desc', page: undefined });
    fireEvent.click(screen.getByRole('button', { name: /Title|Video/ }));
    expect(sorted.onSearchChange).toHaveBeenLastCalledWith({ sort: 'title', direction: 'asc', page: undefined });
    // Visibility and donations do not sort.
    expect(within(screen.getByRole('columnheader', { name: 'Visibility' })).queryByRole('button')).toBeNull();
  });

  it('pages 10 at a time with at most 3 page numbers, and searches from the first page', async () => {
    const { onSearchChange } = renderPage();
    const pages = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getAllByRole('button').map((b) => b.textContent)).toEqual(['‹', '1', '2', '3', '›']);
    fireEvent.click(within(pages).getByRole('button', { name: '2' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 2 });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search videos' }), { target: { value: 'quartet' } });
    await waitFor(() => expect(onSearchChange).toHaveBeenLastCalledWith({ query: 'quartet', page: undefined }));
    expect(screen.getByRole('link', { name: 'Upload New Video' }).getAttribute('href')).toBe('/manage/riverside/videos/new');
  });

  it("starts an account without videos with 'Getting Started with Videos'", async () => {
    renderPage({ page: { data: [], page: 1, perPage: 10, totalCount: 0 } });
    expect(await screen.findByText('Getting Started with Videos')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload Your First Video' }).getAttribute('href')).toBe('/manage/riverside/videos/new');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it("lets a collaborator leave a video after 'Are you sure?', and refreshes the list", async () => {
    const remove = vi.spyOn(fetchClient, 'DELETE').mockImplementation(() => Promise.resolve({ data: true, response: new Response() }) as ReturnType<typeof fetchClient.DELETE>);
    const { queryClient } = renderPage();
    const refresh = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText('This action cannot be undone')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove me' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('You have been removed from this video'));
    expect(remove).toHaveBeenCalledWith('/client_side_api/v1/profile_management/videos/{id}/collaborators/{collaboratorId}', expect.objectContaining({ params: { path: { id: 'v3', collaboratorId: ownerId }, query: { ownerId } } }));
    expect(refresh).toHaveBeenCalledWith({ queryKey: ['get', '/client_side_api/v1/profile_management/videos'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
