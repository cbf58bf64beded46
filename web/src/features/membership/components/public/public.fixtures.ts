// Answers of the API as the public membership tests need them (imported by tests only).
import { vi } from 'vitest';
import { fetchClient } from '../../../../lib/api/client';
import type { CurrentUser } from '../../../../lib/current-user';
import type { MembershipSettings, OwnerProfile, PublicTier, ViewerMembership } from '../../api/public';

export const OWNER_ID = '0b6c2f4e-1111-4000-8000-000000000001';

export const owner = (overrides: Partial<OwnerProfile> = {}): OwnerProfile => ({
  id: OWNER_ID,
  name: 'Riverside Arts',
  username: 'riverside',
  identifier: 'riverside',
  type: 'school',
  avatar: null,
  avatarThumbnail: null,
  following: false,
  banner: null,
  description: '',
  fullDescription: '',
  followersCount: 0,
  followingCount: 0,
  organizations: [],
  hasVideos: false,
  hasEvents: false,
  hasMembershipTiers: true,
  membershipStatus: 'public',
  member: false,
  timezone: 'UTC',
  currency: 'usd',
  artist: false,
  social: { email: 'hello@riverside.example' },
  ...overrides,
});

export const price = (overrides: Partial<PublicTier['prices'][number]> = {}): PublicTier['prices'][number] => ({
  id: 'price-month',
  price: 2000,
  currency: 'usd',
  interval: 'month',
  subscribeUrl: '/membership_subscriptions/initialize_session',
  ...overrides,
});

export const tier = (overrides: Partial<PublicTier> = {}): PublicTier => ({
  id: 'tier-friends',
  name: 'Friends',
  description: 'Support the theatre.',
  position: 0,
  validSubscriptionsLimit: null,
  remaining: null,
  prices: [price()],
  tickets: [],
  benefits: [],
  ...overrides,
});

export const ticket = (n: number): PublicTier['tickets'][number] => ({
  ticketTypeId: `tt-${n}`,
  name: `Member seat ${n}`,
  eventId: `event-${n}`,
  eventName: `Concert ${n}`,
  startsAt: '2027-01-01T20:00:00.000Z',
  tierIds: ['tier-friends'],
});

export const membership = (overrides: Partial<ViewerMembership> = {}): ViewerMembership => ({
  subscriptionId: 'sub-1',
  tierId: 'tier-friends',
  priceId: 'price-month',
  priceAmount: 2000,
  priceInterval: 'month',
  currency: 'usd',
  stripeSubscription: 'sub_123',
  manageUrl: '/membership_subscriptions/manage',
  ownerId: OWNER_ID,
  userId: 'user-ada',
  status: 'active',
  expiresAt: '2027-01-01T00:00:00.000Z',
  ...overrides,
});

export const settings = (overrides: Partial<MembershipSettings> = {}): MembershipSettings => ({
  title: 'Join the Riverside family',
  description: 'Members keep the lights on.',
  status: 'public',
  membershipPrivateUuid: null,
  stripeConnected: true,
  fee: 5,
  type: 'School',
  ...overrides,
});

export const viewer = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 'user-ada',
  name: 'Ada',
  username: 'ada',
  email: 'ada@limelight.example',
  type: 'User',
  avatar: null,
  siteAdmin: false,
  developerZone: false,
  referralTracker: false,
  organizations: [],
  ...overrides,
});

type Get = typeof fetchClient.GET;
type Answer = { data?: unknown; error?: unknown; status?: number };

/**
 * Answers the client's GET calls by path (the API's own error shapes for refusals); a path without an answer fails
 * the test. Anonymous visitors get the API's 401 for /me.
 */
export function answerGets(answers: Record<string, Answer | ((init: unknown) => Answer)>) {
  return vi.spyOn(fetchClient, 'GET').mockImplementation(((path: string, init: unknown) => {
    const entry = answers[path];
    if (!entry) throw new Error(`Unexpected GET ${path}`);
    const { status = 200, ...result } = typeof entry === 'function' ? entry(init) : entry;
    return Promise.resolve({ ...result, response: new Response(null, { status }) });
  }) as unknown as Get);
}

export const ANONYMOUS: Answer = { error: { message: 'Unauthorized' }, status: 401 };
