export { membersOnlyAllowed } from '../domain/members-only.js';
