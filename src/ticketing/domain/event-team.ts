/** An event's team: collaborators with a role, shown on the event page, some of whom manage it (seed 000 §6, seed 001 §2.1). */

/** The roles a collaborator can have (seed 001 §2.1 team form). */
export const COLLABORATOR_ROLES = [
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
] as const;

export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];

export const ACCESS_SETTINGS = ['admin', 'door', 'basic'] as const;

export const TEAM_MESSAGES = {
  role: 'Choose a role',
  access: 'Access must be admin, door or basic',
  profileNotFound: 'Choose a person or organization',
  owner: 'The owner already runs this event',
  alreadyAdded: 'Already added',
  notFound: 'Collaborator not found',
  removedYourself: "You've been successfully removed as a collaborator from this event.",
} as const;

export const isCollaboratorRole = (name: string): name is CollaboratorRole => (COLLABORATOR_ROLES as readonly string[]).includes(name);
