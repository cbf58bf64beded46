/** An organization's team (seed 001 §2.1, §3, §5): members with a role label and permissions, and invitations. */

/** Seed 001 §9: the team table shows 10 rows a page. */
export const TEAM_PAGE_SIZE = 10;

export const TEAM_MESSAGES = {
  organizationsOnly: 'The team page is only available for organizations, please switch to an organization account to access this',
  incomplete: 'Please fill in all the fields to save',
  role: 'Choose a role from the list',
  alreadyAdded: 'Already added',
  personOnly: 'Only people can join a team; choose a person or enter their email address',
  ownerProtected: 'The owner of the organization cannot be removed or lose admin access',
  memberNotFound: 'Team member not found',
  invitationNotFound: 'Invitation not found',
  removed: 'Team member removed successfully',
  cancelled: 'Invitation cancelled',
  resent: 'Invitation sent again',
} as const;

/** The permissions of a team row; `role` is its label. */
export interface TeamSettings {
  role: string;
  admin: boolean;
  receiveNotifications: boolean;
  hidden: boolean;
}

/** A row of an organization's team: a member (with a user) or a pending invitation (an e-mail, no user yet). */
export interface Affiliation {
  id: string;
  organizationId: string;
  userId: string | null;
  email: string | null;
  role: string;
  owner: boolean;
  admin: boolean;
  receiveNotifications: boolean;
  hidden: boolean;
}

export const isInvitation = (affiliation: Affiliation) => affiliation.userId === null;
