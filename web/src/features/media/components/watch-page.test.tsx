import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../lib/api/client';
import { renderWithProviders } from '../../../test/render';
import { currentUserQuery } from '../../../lib/current-user';
import { watchVideoQuery, type WatchVideo } from '../api/watch';
import { WatchPage } from './watch-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const owner: WatchVideo['owner'] = { id: 'o1', name: 'Riverside Arts Collective', username: 'riverside', type: 'school', avatar: null };

const video = (overrides: Partial<WatchVideo> = {}): WatchVideo => ({
  id: 'v1',
  title: 'Backstage at the Blue Room',
  description: '<p>Rehearsal night with the quartet.</p>',
  tags: ['jazz', 'live'],
  thumbnail: '/client_side_api/v1/file_uploads/t1',
  membersOnly: false,
  canWatch: true,
  membersOnlyBlur: false,
  uploadedAt: '2026-03-08T01:30:00.000Z',
  viewCount: 1250,
  likeCount: 1999,
  liked: false,
  durationSeconds: 3,
  owner,
  collaborators: [{ id: 'u2', name: 'Maya Lind', username: 'maya', type: 'user', avatar: null }],
  membershipTierIds: [],
  fileUrl: '/client_side_api/v1/videos/v1/file',
  donations: null,
  ...overrides,
});

const me = { id: 'u9', name: 'Ada', username: 'ada', email: 'ada@limelight.example', type: 'User', avatar: null, siteAdmin: false, developerZone: false, organizations: [] };

const membershipPath = (profile: { type: string; username: string }) => `/${profile.type === 'school' ? 'o' : 'p'}/${profile.username}/membership`;

const renderWatch = (shown: WatchVideo, { loggedIn = true } = {}) =>
  renderWithProviders(<WatchPage id={shown.id} membershipPath={membershipPath} />, {
    path: `/watch/${shown.id}`,
    data: [[watchVideoQuery(shown.id).queryKey, shown], ...(loggedIn ? [[currentUserQuery.queryKey, me] as [readonly unknown[], unknown]] : [])],
  });

type Post = typeof fetchClient.POST;
const stubPost = (reply: (path: string) => unknown = () => true) =>
  vi.spyOn(fetchClient, 'POST').mockImplementation(((path: string) => Promise.resolve({ data: reply(path), response: new Response() })) as unknown as Post);
const postedPaths = (post: ReturnType<typeof stubPost>) =>
  (post.mock.calls as unknown as [string, { params: { path: { id: string } } }][]).map(([path, init]) => [path, init.params.path.id]);

/** Every GET answers `status` with the API's message (e.g. 401 for `me` when logged out, 404 for an unknown video). */
const stubGet = (status: number, message: string) =>
  vi
    .spyOn(fetchClient, 'GET')
    .mockImplementation(() => Promise.resolve({ error: { message }, response: new Response(null, { status }) }) as ReturnType<typeof fetchClient.GET>);

describe('the watch page', () => {
  it('plays the video file, with the owner, title, description, tags, counts and collaborators', async () => {
    renderWatch(video());
    const player = (await screen.findByLabelText('Backstage at the Blue Room')) as HTMLVideoElement;
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('src')).toBe('/client_side_api/v1/videos/v1/file');
    expect(player.getAttribute('poster')).toBe('/client_side_api/v1/file_uploads/t1');
    expect(player.controls).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Backstage at the Blue Room' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Riverside Arts Collective/ }).getAttribute('href')).toBe('/o/riverside');
    expect(screen.getByText('Rehearsal night with the quartet.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['jazz', 'live']);
    expect(screen.getByText('1.2k views')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Like (1.9k likes)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Maya Lind/ }).getAttribute('href')).toBe('/p/maya');
    expect(screen.queryByText('Members only')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Backstage at the Blue Room | Limelight'));
  });

  it('counts one view when playback first starts, not again on resuming or replaying', async () => {
    const post = stubPost();
    renderWatch(video());
    const player = await screen.findByLabelText('Backstage at the Blue Room');
    expect(post).not.toHaveBeenCalled();
    fireEvent.play(player);
    fireEvent.pause(player);
    fireEvent.play(player);
    fireEvent.ended(player);
    fireEvent.play(player);
    await waitFor(() => expect(postedPaths(post)).toEqual([['/client_side_api/v1/videos/{id}/views', 'v1']]));
  });

  it('likes and unlikes for a logged-in viewer, showing the new count', async () => {
    const post = stubPost((path) => (path.endsWith('/like/delete') ? { likeCount: 1999, liked: false } : { likeCount: 2000, liked: true }));
    renderWatch(video());
    fireEvent.click(await screen.findByRole('button', { name: 'Like (1.9k likes)' }));
    const liked = await screen.findByRole('button', { name: 'Like (2k likes)' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(liked);
    const unliked = await screen.findByRole('button', { name: 'Like (1.9k likes)' });
    expect(unliked.getAttribute('aria-pressed')).toBe('false');
    expect(postedPaths(post)).toEqual([
      ['/client_side_api/v1/videos/{id}/like', 'v1'],
      ['/client_side_api/v1/videos/{id}/like/delete', 'v1'],
    ]);
  });

  it('sends a logged-out viewer who wants to like to login, coming back to the video', async () => {
    stubGet(401, 'Unauthorized');
    renderWatch(video({ likeCount: 1 }), { loggedIn: false });
    const link = await screen.findByRole('link', { name: 'Like (1 like)' });
    expect(link.getAttribute('href')).toBe(`/auth?redirect_to=${encodeURIComponent('/watch/v1')}`);
  });

  it('shows a viewer who may not watch a members-only video its blurred thumbnail and the way to the owner’s membership page', async () => {
    renderWatch(video({ membersOnly: true, canWatch: false, membersOnlyBlur: true, fileUrl: null }));
    expect(await screen.findByText('Members only')).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
    const thumbnail = document.querySelector('img[src="/client_side_api/v1/file_uploads/t1"]')!;
    expect(thumbnail.className).toContain('blur');
    expect(screen.getByRole('link', { name: 'Become a member' }).getAttribute('href')).toBe('/o/riverside/membership');
  });

  it('plays a members-only video plainly for a viewer who may watch it', async () => {
    renderWatch(video({ membersOnly: true }));
    expect((await screen.findByLabelText('Backstage at the Blue Room')).getAttribute('src')).toBe('/client_side_api/v1/videos/v1/file');
    expect(screen.queryByText('Members only')).toBeNull();
  });

  it('says it could not fetch the video when there is none (404)', async () => {
    stubGet(404, 'Sorry! We had a problem fetching that video.');
    renderWithProviders(<WatchPage id="missing" membershipPath={membershipPath} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry! We had a problem fetching that video.');
    expect(document.querySelector('video')).toBeNull();
  });

  it('says the same when the video fails to load', async () => {
    vi.spyOn(fetchClient, 'GET').mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<WatchPage id="v1" membershipPath={membershipPath} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry! We had a problem fetching that video.');
  });
});
