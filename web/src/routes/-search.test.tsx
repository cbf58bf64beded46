import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileCardData } from '../features/accounts/api/profile-cards';
import { profileCardsQuery } from '../features/accounts/api/profile-cards';
import { videoCardsQuery, type VideoCardData } from '../features/media/api/videos';
import { eventCardsQuery, type EventCardData } from '../features/ticketing/api/event-cards';
import { renderWithProviders } from '../test/render';
import { SearchPage } from './-search-page';
import { SEARCH_PER_PAGE, type SearchParams } from './-search-params';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const jazz: EventCardData = {
  id: 'e1',
  url: '/event/e1',
  name: 'Late Night Jazz Sessions',
  poster: null,
  timezone: 'America/New_York',
  owner: { id: 'o1', name: 'Riverside Arts Collective', username: 'riverside', type: 'school', avatar: null },
  collaborators: [],
  nextEvent: { id: 'd1', startsAt: '2026-03-08T01:30:00.000Z', endsAt: null, registrationsCount: 0 },
  lastEvent: { startsAt: '2026-03-08T01:30:00.000Z' },
  futureEventCount: 1,
  location: null,
  locationSetting: 'tba',
  online: false,
  tags: ['jazz'],
  category: null,
};
const maya: ProfileCardData = {
  id: 'p1',
  name: 'Maya Jazz Trio',
  username: 'mayajazz',
  type: 'user',
  avatar: null,
  avatarThumbnail: null,
  banner: null,
  description: '',
  followersCount: 12,
  following: false,
};
const video: VideoCardData = {
  id: 'v1',
  title: 'Jazz at the Blue Room',
  thumbnail: null,
  membersOnly: false,
  membersOnlyBlur: false,
  uploadedAt: '2026-03-01T00:00:00.000Z',
  viewCount: 3,
  likeCount: 0,
  owner: { id: 'o1', name: 'Riverside Arts Collective', username: 'riverside', type: 'school', avatar: null },
};

const page = <T,>(data: T[], totalCount = data.length) => ({ data, totalCount, page: 1, perPage: SEARCH_PER_PAGE });
const params = (query: string | undefined, pageNumber = 1) => ({ query, page: pageNumber, perPage: SEARCH_PER_PAGE });

function renderSearch(search: SearchParams, data: [readonly unknown[], unknown][]) {
  const onSearchChange = vi.fn();
  const result = renderWithProviders(<SearchPage search={search} onSearchChange={onSearchChange} />, { path: '/search', data });
  return { ...result, onSearchChange };
}

describe('search page', () => {
  it('shows the chosen tab’s results, with tabs keeping the query', async () => {
    renderSearch({ query: 'jazz', tab: 'events' }, [[eventCardsQuery(params('jazz')).queryKey, page([jazz])]]);
    expect(await screen.findByRole('link', { name: 'Late Night Jazz Sessions' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Search results' });
    expect(within(tabs).getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Profiles' }).getAttribute('href')).toBe('/search?query=jazz&tab=profiles');
    expect(within(tabs).getByRole('link', { name: 'Videos' }).getAttribute('href')).toBe('/search?query=jazz&tab=videos');
    expect(document.title).toBe('Search: jazz | Limelight');
    cleanup();

    renderSearch({ query: 'jazz', tab: 'profiles' }, [[profileCardsQuery(params('jazz')).queryKey, page([maya])]]);
    expect((await screen.findByRole('link', { name: 'Maya Jazz Trio' })).getAttribute('href')).toBe('/p/mayajazz');
    expect(screen.getByRole('link', { name: 'Profiles' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'Late Night Jazz Sessions' })).toBeNull();
    cleanup();

    renderSearch({ query: 'jazz', tab: 'videos' }, [[videoCardsQuery(params('jazz')).queryKey, page([video])]]);
    expect(await screen.findByRole('article', { name: 'Jazz at the Blue Room' })).toBeTruthy();
  });

  it('says No results when nothing matches', async () => {
    renderSearch({ query: 'zzzz', tab: 'profiles' }, [[profileCardsQuery(params('zzzz')).queryKey, page([])]]);
    expect(await screen.findByText('No results')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('pages through many results', async () => {
    const { onSearchChange } = renderSearch({ query: 'jazz', tab: 'events' }, [[eventCardsQuery(params('jazz')).queryKey, page([jazz], 30)]]);
    const pagination = await screen.findByRole('navigation', { name: 'Pagination' });
    fireEvent.click(within(pagination).getByRole('button', { name: 'Next page' }));
    expect(onSearchChange).toHaveBeenCalledWith({ query: 'jazz', tab: 'events', page: 2 });
  });

  it('puts what is typed in the URL 300 ms after typing stops, back on the first page of the same tab', async () => {
    const { onSearchChange } = renderSearch({ query: 'jazz', tab: 'videos', page: 3 }, [[videoCardsQuery(params('jazz', 3)).queryKey, page([video])]]);
    const box = await screen.findByRole('searchbox', { name: 'Search Limelight' });
    vi.useFakeTimers();
    fireEvent.change(box, { target: { value: 'blu' } });
    await act(async () => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: 'blues' } });
    await act(async () => vi.advanceTimersByTime(299));
    expect(onSearchChange).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(onSearchChange).toHaveBeenCalledTimes(1);
    expect(onSearchChange).toHaveBeenCalledWith({ query: 'blues', tab: 'videos' });
  });
});
