import type { components } from '../../lib/api/schema.gen';

export type Teaching = components['schemas']['TeachingResponse'];
export type CollaboratorCandidate = components['schemas']['CollaboratorCandidateResponse'];
export type Role = components['schemas']['AddTeachingRequest']['name'];
export type AccessSetting = Teaching['accessSetting'];

/** Seed 001 §2.1: the roles to choose from. */
export const ROLES: Role[] = [
  'Accompanist',
  'Advisor',
  'Artist',
  'Artistic Director',
  'Board of Directors',
  'Collaborator',
  'Curator',
  'Designer',
  'Director',
  'Executive Producer',
  'Host',
  'Instructor',
  'Organizer',
  'Producer',
  'Promoter',
  'Sponsor',
  'Staff',
  'Teacher',
  'Volunteer',
];

/** Seed 000 §6: what each access setting opens of the event's management. */
export const ACCESS_LABELS: Record<AccessSetting, string> = {
  admin: 'Admin: Details, Guests, Team, Stats, Video',
  door: 'Door: Guests and Team',
  basic: 'Basic: Team',
};

export const TEAM_TEXT = {
  added: 'Collaborator added',
  updated: 'Collaborator updated',
  removed: 'Collaborator removed',
  addFailed: 'Failed to add collaborator',
  updateFailed: 'Failed to update collaborator',
  removeFailed: 'Failed to remove collaborator',
  confirmRemove: 'Are you sure you want to remove this user from the team?',
  incomplete: 'Please fill in all the fields to save',
  alreadyAdded: 'Already added',
  owner: 'Owner',
  noResults: 'No results',
} as const;

export const profilePath = (profile: { type: 'user' | 'school'; username: string }) => `${profile.type === 'school' ? '/o' : '/p'}/${profile.username}`;
