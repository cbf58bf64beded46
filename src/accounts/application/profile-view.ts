import type { Profile } from '../domain/account.js';
import type { ProfileView } from './account-views.js';

const SOCIAL_KEYS = ['instagramUrl', 'facebookUrl', 'twitterUrl', 'youtubeUrl', 'tiktokUrl', 'webUrl', 'phone', 'email'] as const;

/** The public profile fields of seed 000 §3 kept by accounts; follows, events, videos and membership are filled in by the get-profile handler. */
export function toProfileView(profile: Profile, organizations: ProfileView['organizations']): ProfileView {
  return {
    id: profile.id,
    name: profile.name,
    username: profile.username,
    identifier: profile.username,
    type: profile.type === 'School' ? 'school' : 'user',
    avatar: profile.avatar,
    avatarThumbnail: profile.avatar,
    banner: profile.banner,
    description: profile.description,
    fullDescription: profile.description,
    followersCount: 0,
    followingCount: 0,
    following: false,
    organizations: organizations.map((o) => ({ id: o.id, username: o.username, name: o.name, avatar: o.avatar })),
    hasVideos: false,
    hasEvents: false,
    hasMembershipTiers: false,
    membershipStatus: 'public',
    member: false,
    timezone: profile.timezone,
    currency: profile.currency,
    artist: profile.type === 'User',
    social: Object.fromEntries(SOCIAL_KEYS.filter((key) => profile.social[key]).map((key) => [key, profile.social[key]])),
  };
}
