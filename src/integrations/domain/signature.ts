import { createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks (https://www.standardwebhooks.com): a secret is `whsec_` + base64 of random bytes; a
 * message is signed with HMAC-SHA256 over `id.timestamp.body` keyed by the secret's decoded bytes.
 */
const PREFIX = 'whsec_';

export const generateSecret = () => `${PREFIX}${randomBytes(32).toString('base64')}`;

/** The `webhook-signature` header value for one attempt. */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
}
