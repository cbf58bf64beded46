import { createHash, randomBytes } from 'node:crypto';

/** An invitation link's secret: 32 random bytes; only its SHA-256 is stored on the invitation. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');

export const invitationTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
