import * as schemas from '../../../../lib/api/contract.gen';
import { formatMoney, isCurrency } from '../../../../lib/money';
import type { AdminAction, FeatureFlag } from '../../api/super-admin';

/** The flags and their names, from the API contract. */
export const FEATURE_FLAG_LABELS: Record<FeatureFlag, string> = schemas.FeatureFlag['x-labels'];

export const FEATURE_FLAGS: readonly FeatureFlag[] = schemas.FeatureFlag.enum;

const flagLabel = (flag: unknown) => (typeof flag === 'string' && flag in FEATURE_FLAG_LABELS ? FEATURE_FLAG_LABELS[flag as FeatureFlag] : String(flag));

/** An admin action in words: 'Turned on Developer Zone', 'Recorded a referral payout of $25'. */
export function describeAdminAction(action: Pick<AdminAction, 'action' | 'detail'>): string {
  if (action.action === 'flag.enabled') return `Turned on ${flagLabel(action.detail.flag)}`;
  if (action.action === 'flag.disabled') return `Turned off ${flagLabel(action.detail.flag)}`;
  const { amount, currency } = action.detail;
  if (action.action === 'referral_payout.recorded' && typeof amount === 'number' && typeof currency === 'string' && isCurrency(currency)) {
    return `Recorded a referral payout of ${formatMoney(amount, currency)}`;
  }
  return action.action;
}

/** '12 Mar 2026' (created) and '12 Mar 2026, 4:05 PM' (actions), in the admin's own time zone. */
export const formatDay = (iso: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
export const formatMoment = (iso: string) => `${formatDay(iso)}, ${new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(new Date(iso))}`;
