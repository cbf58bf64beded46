import { createHash, randomUUID } from 'node:crypto';

/** The namespace of Limelight's membership ids (uuid v5, RFC 9562). */
const NAMESPACE = '4b8f1d0e-2c6a-5e3b-9a71-6d2f0c8e5a14';

/** A name-based uuid (version 5, SHA-1) in the namespace. */
export function uuidV5(name: string, namespace = NAMESPACE): string {
  const bytes = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Every provider event about one subscription lands in one stream, found without a lookup. */
export const subscriptionIdOf = (source: 'stripe' | 'demo', providerSubscriptionId: string) => uuidV5(`${source}:${providerSubscriptionId}`);

/** A payment's id: the same provider payment always gets the same id (reports count it once). */
export const paymentIdOf = (providerPaymentId: string) => uuidV5(`payment:${providerPaymentId}`);

/** A member added by hand. */
export const newSubscriptionId = () => randomUUID();
