/** An event's team: collaborators with a role (TEAM_ROLES of the kernel), shown on the event page, some of whom manage it (seed 000 §6, seed 001 §2.1). */

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
