import { cleanup, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../lib/api/client';
import { renderWithProviders } from '../../../test/render';
import { currentUserQuery } from '../../../lib/current-user';
import { watchVideoQuery, type WatchVideo } from '../api/watch';
import { WatchPage } from '../components/watch-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ACCEPT = '/client_side_api/v1/video_invitations/accept';
const VIDEO = '/client_side_api/v1/videos/{id}';

const shown: WatchVideo = {
  id: 'v1',
  title: 'Backstage at the Blue Room',
  description: '',
  tags: [],
  thumbnail: null,
  membersOnly: false,
  canWatch: true,
  membersOnlyBlur: false,
  uploadedAt: '2026-03-08T01:30:00.000Z',
  viewCount: 12,
  likeCount: 3,
  liked: false,
  durationSeconds: 3,
  owner: { id: 'o1', name: 'Maya Lind', username: 'maya', type: 'user', avatar: null },
  collaborators: [],
  membershipTierIds: [],
  fileUrl: '/client_side_api/v1/videos/v1/file',
  donations: null,
};
const me = { id: 'u9', name: 'Ada', username: 'ada', email: 'ada@limelight.example', type: 'User', avatar: null, siteAdmin: false, developerZone: false, organizations: [] };

const renderWatch = (path: string, { signedIn = true } = {}) =>
  renderWithProviders(<WatchPage id={shown.id} membershipPath={() => '/membership'} />, {
    path,
    data: [[watchVideoQuery(shown.id).queryKey, shown], ...(signedIn ? [[currentUserQuery.queryKey, me] as [readonly unknown[], unknown]] : [])],
  });

type Reply = { status?: number; data?: unknown; error?: unknown };
const reply = ({ status = 200, data, error }: Reply) => Promise.resolve({ data, error, response: new Response(null, { status }) });
/** GETs: the video as shown, `me` 401 (signed out). */
const answerGets = () =>
  vi.spyOn(fetchClient, 'GET').mockImplementation(((path: string) =>
    reply(path === VIDEO ? { data: shown } : { status: 401, error: { message: 'Please log in to continue' } })) as unknown as typeof fetchClient.GET);
const answerAccept = (answer: Reply) => vi.spyOn(fetchClient, 'POST').mockImplementation((() => reply(answer)) as unknown as typeof fetchClient.POST);
const videoReads = (get: ReturnType<typeof answerGets>) => (get.mock.calls as unknown[][]).filter(([path]) => path === VIDEO).length;

describe('the watch page opened from a collaborator invitation e-mail', () => {
  it('accepts the invitation once for a signed-in viewer, says so, reads the video again and drops the token', async () => {
    const get = answerGets();
    const post = answerAccept({ data: { video: { id: 'v1', title: 'Backstage at the Blue Room' } } });
    const success = vi.spyOn(toast, 'success');
    const { router } = renderWatch('/watch/v1?invitation=tok-1&utm=mail');
    await screen.findByRole('heading', { name: 'Backstage at the Blue Room' });
    await waitFor(() => expect(success).toHaveBeenCalledWith('You are now a collaborator on Backstage at the Blue Room'));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(ACCEPT, expect.objectContaining({ body: { token: 'tok-1' } }));
    expect(router.state.location.pathname).toBe('/watch/v1');
    expect(router.state.location.searchStr).toBe('?utm=mail');
    await waitFor(() => expect(videoReads(get)).toBe(1));
  });

  it("tells the API's refusal of a used or withdrawn link", async () => {
    answerGets();
    answerAccept({ status: 404, error: { message: 'Sorry, this invitation is no longer valid.' } });
    const error = vi.spyOn(toast, 'error');
    const { router } = renderWatch('/watch/v1?invitation=tok-2');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Sorry, this invitation is no longer valid.'));
    expect(router.state.location.searchStr).toBe('');
  });

  it('sends a signed-out viewer to log in first, to come back to the link', async () => {
    answerGets();
    const post = answerAccept({ data: { video: { id: 'v1', title: 'Backstage at the Blue Room' } } });
    const { router } = renderWatch('/watch/v1?invitation=tok-3', { signedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(new URLSearchParams(router.state.location.searchStr).get('redirect_to')).toBe('/watch/v1?invitation=tok-3');
    expect(post).not.toHaveBeenCalled();
  });
});
