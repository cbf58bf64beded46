import { cleanup, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { managedVideosQuery } from '../api/manage-videos';
import { answerGets, answerPosts, renderWatch, watchVideo } from '../components/watch.fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ACCEPT = '/client_side_api/v1/video_invitations/accept';
const VIDEO = '/client_side_api/v1/videos/{id}';

const shown = watchVideo({ donations: null });

type Reply = { status?: number; data?: unknown; error?: unknown };
/** GETs: the video as shown, `me` 401 (signed out). */
const videoGets = () => answerGets({ [VIDEO]: () => ({ data: shown }) });
const answerAccept = (answer: Reply) => answerPosts({ [ACCEPT]: () => answer });
const videoReads = (get: ReturnType<typeof videoGets>) => (get.mock.calls as unknown[][]).filter(([path]) => path === VIDEO).length;

describe('the watch page opened from a collaborator invitation e-mail', () => {
  it('accepts the invitation once for a signed-in viewer, says so, reads the video again and drops the token', async () => {
    const get = videoGets();
    const post = answerAccept({ data: { video: { id: 'v1', title: 'Backstage at the Blue Room' } } });
    const success = vi.spyOn(toast, 'success');
    const { router } = renderWatch(shown, { path: '/watch/v1?invitation=tok-1&utm=mail' });
    await screen.findByRole('heading', { name: 'Backstage at the Blue Room' });
    await waitFor(() => expect(success).toHaveBeenCalledWith('You are now a collaborator on Backstage at the Blue Room'));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(ACCEPT, expect.objectContaining({ body: { token: 'tok-1' } }));
    expect(router.state.location.pathname).toBe('/watch/v1');
    expect(router.state.location.searchStr).toBe('?utm=mail');
    await waitFor(() => expect(videoReads(get)).toBe(1));
  });

  it('has the viewer’s videos list read again: it now holds the video', async () => {
    videoGets();
    answerAccept({ data: { video: { id: 'v1', title: 'Backstage at the Blue Room' } } });
    const list = managedVideosQuery({ ownerId: 'u9', page: 1, perPage: 10 }).queryKey;
    const { queryClient } = renderWatch(shown, { path: '/watch/v1?invitation=tok-4' });
    queryClient.setQueryData(list, { data: [], page: 1, perPage: 10, totalCount: 0 });
    await waitFor(() => expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true));
  });

  it("tells the API's refusal of a used or withdrawn link", async () => {
    videoGets();
    answerAccept({ status: 404, error: { message: 'Sorry, this invitation is no longer valid.' } });
    const error = vi.spyOn(toast, 'error');
    const { router } = renderWatch(shown, { path: '/watch/v1?invitation=tok-2' });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Sorry, this invitation is no longer valid.'));
    expect(router.state.location.searchStr).toBe('');
  });

  it('sends a signed-out viewer to log in first, to come back to the link', async () => {
    videoGets();
    const post = answerAccept({ data: { video: { id: 'v1', title: 'Backstage at the Blue Room' } } });
    const { router } = renderWatch(shown, { path: '/watch/v1?invitation=tok-3', signedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(new URLSearchParams(router.state.location.searchStr).get('redirect_to')).toBe('/watch/v1?invitation=tok-3');
    expect(post).not.toHaveBeenCalled();
  });
});
