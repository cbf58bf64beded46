import * as schemas from '../../lib/api/contract.gen';
import type { components } from '../../lib/api/schema.gen';

export type Teaching = components['schemas']['TeachingResponse'];
export type CollaboratorCandidate = components['schemas']['CollaboratorCandidateResponse'];
export type Role = components['schemas']['TeamRole'];
export type AccessSetting = components['schemas']['AccessSetting'];

/** Seed 001 §2.1: the roles to choose from (the API's, from its contract). */
export const ROLES: readonly Role[] = schemas.TeamRole.enum;

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
  alreadyAdded: schemas.AddTeachingRequest['x-messages'].alreadyAdded,
  owner: 'Owner',
  noResults: 'No results',
} as const;

