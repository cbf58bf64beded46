import * as schemas from '../../../../lib/api/contract.gen';
import type { TeamRole } from '../../api/team';

/** Seed 001 §2.1: the roles to choose from (the API's, from its contract). */
export const TEAM_ROLES: readonly TeamRole[] = schemas.TeamRole.enum;

const messages = schemas.AddTeamMemberRequest['x-messages'];

/** Seed 001 §2.1, §8: what the team pages say. */
export const TEAM_TEXT = {
  organizationsOnly: messages.organizationsOnly,
  incomplete: messages.incomplete,
  alreadyAdded: messages.alreadyAdded,
  empty: 'Build Your Team',
  emptyHint: 'Add the people who run your organization with you.',
  confirmRemove: 'Are you sure you want to remove this user from the team?',
  invitationWillBeSent: (email: string) => `An invitation will be sent to ${email}`,
  notFoundByName: "We couldn't find a Limelight account by that name. Enter their email address to send an invite.",
  added: 'Team member added successfully',
  addFailed: 'Failed to add team member',
  updated: 'Team member updated successfully',
  updateFailed: 'Failed to update team member',
  removed: 'Team member removed successfully',
  removeFailed: 'Failed to remove team member',
  cancelled: 'Invitation cancelled',
  cancelFailed: 'Failed to cancel invitation',
  resent: 'Invitation sent again',
  resendFailed: 'Failed to resend invitation',
} as const;

/** Seed 001 §9: names in the team table are cut at 20 characters. */
export const TEAM_NAME_LIMIT = 20;
