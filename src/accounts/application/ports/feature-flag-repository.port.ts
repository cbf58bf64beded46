import type { FeatureFlag } from '../../domain/feature-flags.js';

/** A site admin turning one account's feature flag on or off. */
export interface FeatureFlagChange {
  accountId: string;
  flag: FeatureFlag;
  enabled: boolean;
  /** The site admin, recorded in the admin action log. */
  actorId: string;
}

/** Port: accounts' feature flags, changed by site admins, each change recorded with who made it. */
export abstract class FeatureFlagRepository {
  /**
   * Sets the flag and records the admin action ('flag.enabled' / 'flag.disabled', detail { flag }) in one
   * transaction; false when there is no such account.
   */
  abstract setFlag(change: FeatureFlagChange): Promise<boolean>;
}
