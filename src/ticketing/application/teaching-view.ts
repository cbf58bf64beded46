import type { ProfileSummary } from '../../accounts/contracts/profile-directory.js';
import type { AccessSetting } from '../domain/event-rules.js';
import type { Collaborator } from '../domain/event.js';

/** A collaborator of an event ("teaching" in the seeds' paths): the profile, its role (`name`) and its access. */
export interface TeachingView {
  id: string;
  name: string;
  canManage: boolean;
  accessSetting: AccessSetting;
  profile: { id: string; name: string; username: string; avatar: string | null; type: 'user' | 'school' };
}

export const teachingView = (collaborator: Collaborator, profile: ProfileSummary): TeachingView => ({
  id: collaborator.id,
  name: collaborator.name,
  canManage: collaborator.canManage,
  accessSetting: collaborator.accessSetting,
  profile: { id: profile.id, name: profile.name, username: profile.username, avatar: profile.avatar, type: profile.type === 'School' ? 'school' : 'user' },
});
