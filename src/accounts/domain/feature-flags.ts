/**
 * Per-account features that are off until a site admin turns them on (seed 002 §6: the Developer Zone and
 * Referral Tracker tabs show only when their flag is on). A later beta is one more entry here.
 */
export const FEATURE_FLAGS = [
  { key: 'developerZone', label: 'Developer Zone', description: 'Webhooks that push orders, tickets and memberships to an outside system, with delivery logs' },
  { key: 'referralTracker', label: 'Referral Tracker', description: 'Referral links and the sales they bring (beta)' },
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number]['key'];

export const FEATURE_FLAG_KEYS: readonly FeatureFlag[] = FEATURE_FLAGS.map((flag) => flag.key);

/** Every known flag of an account, on or off, from the keys it has turned on (unknown keys are ignored). */
export type FeatureFlags = Record<FeatureFlag, boolean>;

export const featureFlagsOf = (enabled: readonly string[]): FeatureFlags =>
  Object.fromEntries(FEATURE_FLAG_KEYS.map((key) => [key, enabled.includes(key)])) as FeatureFlags;

/** The flags an account has after turning one on or off (each key at most once). */
export const withFeatureFlag = (enabled: readonly string[], flag: FeatureFlag, on: boolean): string[] =>
  on ? [...new Set([...enabled, flag])] : enabled.filter((key) => key !== flag);

/** What the admin action log calls turning a flag on or off. */
export const featureFlagAction = (on: boolean) => (on ? 'flag.enabled' : 'flag.disabled');
