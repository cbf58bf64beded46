/** The role labels a person can have on a team, an organization's or an event's (seed 001 §2.1 team form). */
export const TEAM_ROLES = [
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

export type TeamRole = (typeof TEAM_ROLES)[number];

export const isTeamRole = (name: unknown): name is TeamRole => typeof name === 'string' && (TEAM_ROLES as readonly string[]).includes(name);
