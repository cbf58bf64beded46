import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../lib/api/client';
import { renderWithProviders } from '../../../test/render';
import { BROADCAST_REFRESH_MS, viewerBroadcastQuery, type ViewerBroadcast } from '../api/broadcasts';
import { currentUserQuery } from '../../../lib/current-user';
import { BroadcastPage } from './broadcast-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const broadcast = (overrides: Partial<ViewerBroadcast> = {}): ViewerBroadcast => ({
  id: 'b1',
  eventId: 'e1',
  eventName: 'Harvest Moon Concert',
  eventDateId: 'd1',
  startsAt: '2030-06-01T23:30:00.000Z',
  endsAt: '2030-06-02T01:30:00.000Z',
  timezone: 'America/New_York',
  status: 'starting_soon',
  kind: 'live',
  canWatch: true,
  externalUrl: null,
  playlistUrl: null,
  recordingVideoId: null,
  ...overrides,
});

const me = { id: 'u9', name: 'Ada', username: 'ada', email: 'ada@limelight.example', type: 'User', avatar: null, siteAdmin: false, developerZone: false, organizations: [] };

const renderBroadcast = (shown: ViewerBroadcast, { loggedIn = true } = {}) =>
  renderWithProviders(<BroadcastPage id={shown.id} />, {
    path: `/b/${shown.id}`,
    data: [[viewerBroadcastQuery(shown.id).queryKey, shown], ...(loggedIn ? [[currentUserQuery.queryKey, me] as [readonly unknown[], unknown]] : [])],
  });

/** Every GET answers `status` with the API's message (401 for `me` when logged out, 404 for an unknown broadcast). */
const stubGetError = (status: number, message: string) =>
  vi.spyOn(fetchClient, 'GET').mockImplementation(() => Promise.resolve({ error: { message }, response: new Response(null, { status }) }) as never);

const PLAYLIST = '/client_side_api/v1/broadcasts/b1/hls/index.m3u8?expires=1&signature=s';

describe('the stream page', () => {
  it('says the stream starts soon, at its start in the event’s time zone', async () => {
    renderBroadcast(broadcast());
    expect(await screen.findByRole('heading', { name: 'Starting soon' })).toBeTruthy();
    expect(screen.getByText(/The stream starts Sat, Jun 1, 2030 at 7:30 PM EDT\./)).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Live: Harvest Moon Concert | Limelight'));
  });

  it('plays the live stream from its signed playlist', async () => {
    renderBroadcast(broadcast({ status: 'live', playlistUrl: PLAYLIST }));
    const player = await screen.findByLabelText('Harvest Moon Concert live stream');
    expect(player.tagName).toBe('VIDEO');
    expect((player as HTMLVideoElement).controls).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Starting soon' })).toBeNull();
  });

  it('follows the stream: starting soon turns into the player when a refresh finds it live', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const get = vi
      .spyOn(fetchClient, 'GET')
      .mockImplementation(() => Promise.resolve({ data: broadcast({ status: 'live', playlistUrl: PLAYLIST }), response: new Response() }) as never);
    renderBroadcast(broadcast());
    await screen.findByRole('heading', { name: 'Starting soon' });
    expect(get).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(BROADCAST_REFRESH_MS));
    expect(await screen.findByLabelText('Harvest Moon Concert live stream')).toBeTruthy();
    expect((get.mock.calls as unknown as [string][]).map(([path]) => path)).toContain('/client_side_api/v1/broadcasts/{id}');
  });

  it('leads to the recording once the stream has ended', async () => {
    renderBroadcast(broadcast({ status: 'ended', recordingVideoId: 'v9' }));
    expect(await screen.findByRole('heading', { name: 'This stream has ended' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Watch the recording' }).getAttribute('href')).toBe('/watch/v9');
    expect(document.querySelector('video')).toBeNull();
    cleanup();
    renderBroadcast(broadcast({ status: 'ended' }));
    expect(await screen.findByText('The recording will be available soon.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Watch the recording' })).toBeNull();
  });

  it('embeds a YouTube or Vimeo link and opens a meeting link in its own tab', async () => {
    renderBroadcast(broadcast({ status: 'live', kind: 'external', externalUrl: 'https://www.youtube.com/watch?v=abc123' }));
    expect((await screen.findByTitle('Harvest Moon Concert live stream')).getAttribute('src')).toBe('https://www.youtube.com/embed/abc123');
    cleanup();
    renderBroadcast(broadcast({ status: 'live', kind: 'external', externalUrl: 'https://vimeo.com/76979871' }));
    expect((await screen.findByTitle('Harvest Moon Concert live stream')).getAttribute('src')).toBe('https://player.vimeo.com/video/76979871');
    cleanup();
    renderBroadcast(broadcast({ status: 'live', kind: 'external', externalUrl: 'https://meet.example.org/harvest' }));
    const join = await screen.findByRole('link', { name: 'Join the stream' });
    expect(join.getAttribute('href')).toBe('https://meet.example.org/harvest');
    expect(join.getAttribute('target')).toBe('_blank');
  });

  it('tells a signed-in viewer without an online ticket that the stream is for ticket holders, with the event page', async () => {
    renderBroadcast(broadcast({ status: 'live', canWatch: false }));
    expect(await screen.findByRole('heading', { name: 'This stream is for ticket holders.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the event' }).getAttribute('href')).toBe('/event/e1');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(document.querySelector('video, iframe')).toBeNull();
  });

  it('offers a logged-out viewer to log in, coming back to the stream', async () => {
    stubGetError(401, 'Unauthorized');
    renderBroadcast(broadcast({ status: 'live', canWatch: false }), { loggedIn: false });
    const login = await screen.findByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe(`/auth?redirect_to=${encodeURIComponent('/b/b1')}`);
    expect(screen.getByRole('link', { name: 'Go to the event' }).getAttribute('href')).toBe('/event/e1');
  });

  it('shows the not-found page for an unknown stream', async () => {
    stubGetError(404, 'Broadcast not found');
    renderWithProviders(<BroadcastPage id="missing" />);
    expect(await screen.findByRole('heading', { name: 'The page you were looking for was not found' })).toBeTruthy();
  });
});
