import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../lib/api/client';
import { renderWithProviders } from '../../../test/render';
import { currentUserQuery, type CurrentUser } from '../../../lib/current-user';
import { FollowButton, followReturnPath, useResumeFollow } from './follow-button';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const me: CurrentUser = {
  id: 'u9',
  name: 'Ada',
  username: 'ada',
  email: 'ada@limelight.example',
  type: 'User',
  avatar: null,
  siteAdmin: false,
  developerZone: false,
  referralTracker: false,
  organizations: [],
};

type Post = typeof fetchClient.POST;
const stubPost = () => vi.spyOn(fetchClient, 'POST').mockImplementation(() => Promise.resolve({ data: true, response: new Response() }) as ReturnType<Post>);
const postedIds = (post: ReturnType<typeof stubPost>) =>
  (post.mock.calls as unknown as [string, { params: { query: { id: string } } }][]).map(([path, init]) => [path, init.params.query.id]);

/** Logged out: `me` answers 401. */
const stubLoggedOut = () =>
  vi.spyOn(fetchClient, 'GET').mockImplementation(() => Promise.resolve({ error: { message: 'Unauthorized' }, response: new Response(null, { status: 401 }) }) as ReturnType<typeof fetchClient.GET>);

describe('the Follow button', () => {
  it('sends a logged-out visitor to login, coming back to the same page with follow=true', async () => {
    stubLoggedOut();
    renderWithProviders(<FollowButton profile={{ id: 'p1', following: false }} />, { path: '/p/maya?tab=events' });
    const link = await screen.findByRole('link', { name: 'Follow' });
    expect(link.getAttribute('href')).toBe(`/auth?redirect_to=${encodeURIComponent('/p/maya?tab=events&follow=true')}`);
  });

  it('keeps the other query parameters and sets follow only once', () => {
    expect(followReturnPath('/event/e1', '?errorCode=1')).toBe('/event/e1?errorCode=1&follow=true');
    expect(followReturnPath('/p/maya', '?follow=true')).toBe('/p/maya?follow=true');
    expect(followReturnPath('/o/riverside', '')).toBe('/o/riverside?follow=true');
  });

  it('follows and unfollows for a logged-in visitor', async () => {
    const post = stubPost();
    renderWithProviders(<FollowButton profile={{ id: 'p1', following: false }} />, { data: [[currentUserQuery.queryKey, me]] });
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(postedIds(post)).toEqual([['/client_side_api/follows', 'p1']]));
    cleanup();
    renderWithProviders(<FollowButton profile={{ id: 'p1', following: true }} />, { data: [[currentUserQuery.queryKey, me]] });
    const following = await screen.findByRole('button', { name: 'Following' });
    expect(following.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(following);
    await waitFor(() => expect(postedIds(post)).toEqual([['/client_side_api/follows', 'p1'], ['/client_side_api/follows/delete', 'p1']]));
  });

  it('is not offered on the visitor’s own profile', async () => {
    renderWithProviders(
      <>
        <FollowButton profile={{ id: me.id, following: false }} />
        <p>page</p>
      </>,
      { data: [[currentUserQuery.queryKey, me]] },
    );
    await screen.findByText('page');
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
  });
});

function Resume({ profile, requested, onDone }: { profile: { id: string; following: boolean }; requested: boolean; onDone: () => void }) {
  useResumeFollow(profile, requested, onDone);
  return <p>page</p>;
}

describe('back from login with follow=true', () => {
  it('follows once and drops the parameter', async () => {
    const post = stubPost();
    const onDone = vi.fn();
    renderWithProviders(<Resume profile={{ id: 'p1', following: false }} requested onDone={onDone} />, { data: [[currentUserQuery.queryKey, me]] });
    await waitFor(() => expect(postedIds(post)).toEqual([['/client_side_api/follows', 'p1']]));
    // The follow settles and the page renders again: still one follow and one removal of the parameter.
    await waitFor(() => expect(post.mock.results[0]?.value).resolves.toBeTruthy());
    expect(postedIds(post)).toHaveLength(1);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('does not follow again a profile already followed, nor without a login', async () => {
    const post = stubPost();
    const onDone = vi.fn();
    renderWithProviders(<Resume profile={{ id: 'p1', following: true }} requested onDone={onDone} />, { data: [[currentUserQuery.queryKey, me]] });
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    cleanup();
    stubLoggedOut();
    const loggedOutDone = vi.fn();
    renderWithProviders(<Resume profile={{ id: 'p1', following: false }} requested onDone={loggedOutDone} />);
    await waitFor(() => expect(loggedOutDone).toHaveBeenCalledTimes(1));
    expect(post).not.toHaveBeenCalled();
  });
});
