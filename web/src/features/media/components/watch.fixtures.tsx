// The watch page and the API's answers as its tests need them: donations, invitations (imported by tests only).
import { render } from '@testing-library/react';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { fetchClient } from '../../../lib/api/client';
import { currentUserQuery } from '../../../lib/current-user';
import { renderWithProviders } from '../../../test/render';
import type { Donation } from '../api/donations';
import { watchVideoQuery, type WatchVideo } from '../api/watch';
import { WatchPage } from './watch-page';

export const watchVideo = (overrides: Partial<WatchVideo> = {}): WatchVideo => ({
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
  donations: { currency: 'usd' },
  ...overrides,
});

export const donation = (overrides: Partial<Donation> = {}): Donation => ({
  id: 'd1',
  status: 'pending',
  amount: 1000,
  currency: 'usd',
  video: { id: 'v1', title: 'Backstage at the Blue Room' },
  payment: { gateway: 'demo', paymentIntent: 'pi_demo_1', clientSecret: 'secret_1', stripePaymentMethod: null },
  ...overrides,
});

const me = { id: 'u9', name: 'Ada', username: 'ada', email: 'ada@limelight.example', type: 'User', avatar: null, siteAdmin: false, developerZone: false, organizations: [] };

/**
 * The watch page at `path`, the video and (when signed in) the viewer answered from the cache; beside it the app's
 * toasts, outside the router as in the app.
 */
export function renderWatch(shown: WatchVideo, { path = `/watch/${shown.id}`, signedIn = true } = {}) {
  render(<Toaster />);
  return renderWithProviders(<WatchPage id={shown.id} membershipPath={() => '/membership'} />, {
    path,
    data: [[watchVideoQuery(shown.id).queryKey, shown], ...(signedIn ? [[currentUserQuery.queryKey, me] as [readonly unknown[], unknown]] : [])],
  });
}

type Reply = { status?: number; data?: unknown; error?: unknown };
const answer = ({ status = 200, data, error }: Reply) => Promise.resolve({ data, error, response: new Response(null, { status }) });

/** Answers the API's GETs by path ('me' answers 401: signed out), recording each call's path and parameters. */
export const answerGets = (replies: Record<string, (init: { params?: { path?: Record<string, string> } }) => Reply>) =>
  vi
    .spyOn(fetchClient, 'GET')
    .mockImplementation(((path: string, init: { params?: { path?: Record<string, string> } }) =>
      answer(replies[path]?.(init) ?? (path === '/client_side_api/v1/me' ? { status: 401, error: { message: 'Unauthorized' } } : { status: 404, error: { message: 'Not found' } }))) as unknown as typeof fetchClient.GET);

/** Answers the API's POSTs by path, recording each call's body. */
export const answerPosts = (replies: Record<string, (body: unknown) => Reply>) =>
  vi
    .spyOn(fetchClient, 'POST')
    .mockImplementation(((path: string, init: { body?: unknown }) => answer(replies[path]?.(init.body) ?? { status: 404, error: { message: 'Not found' } })) as unknown as typeof fetchClient.POST);
