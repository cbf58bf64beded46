import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import contract from '../../../../openapi.yaml?raw';
import { ROLES, TEAM_TEXT } from './team';

describe('team', () => {
  it('offers the roles of the API contract in its order, and says when someone is already on the team', () => {
    const roles = (load(contract) as { components: { schemas: { TeamRole: { enum: string[] } } } }).components.schemas.TeamRole.enum;
    expect(ROLES).toEqual(roles);
    expect(ROLES).toHaveLength(19);
    expect(ROLES.slice(0, 3)).toEqual(['Accompanist', 'Advisor', 'Artist']);
    expect(TEAM_TEXT.alreadyAdded).toBe('Already added');
  });
});
