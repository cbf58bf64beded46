import type { AdminAction, FeatureFlag } from '../../api/super-admin';

/** How the panel names each flag (the API's FeatureFlag list; a new flag fails the type check until it has a label). */
export const FEATURE_FLAG_LABELS: Record<FeatureFlag, string> = {
  developerZone: 'Developer Zone',
  referralTracker: 'Referral Tracker',
};

export const FEATURE_FLAGS = Object.keys(FEATURE_FLAG_LABELS) as FeatureFlag[];

const flagLabel = (flag: unknown) => (typeof flag === 'string' && flag in FEATURE_FLAG_LABELS ? FEATURE_FLAG_LABELS[flag as FeatureFlag] : String(flag));

/** An admin action in words: 'Turned on Developer Zone'. */
export function describeAdminAction(action: Pick<AdminAction, 'action' | 'detail'>): string {
  if (action.action === 'flag.enabled') return `Turned on ${flagLabel(action.detail.flag)}`;
  if (action.action === 'flag.disabled') return `Turned off ${flagLabel(action.detail.flag)}`;
  return action.action;
}

/** '12 Mar 2026' (created) and '12 Mar 2026, 4:05 PM' (actions), in the admin's own time zone. */
export const formatDay = (iso: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
export const formatMoment = (iso: string) => `${formatDay(iso)}, ${new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(new Date(iso))}`;
