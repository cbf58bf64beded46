import type { ProfileSummary } from '../../accounts/contracts/profile-directory.js';
import type { VideoProfile } from './video-view.js';

/** A profile as video cards and the watch page show it. */
export const videoProfile = (profile: ProfileSummary): VideoProfile => ({
  id: profile.id,
  name: profile.name,
  username: profile.username,
  type: profile.type === 'School' ? 'school' : 'user',
  avatar: profile.avatar,
});
