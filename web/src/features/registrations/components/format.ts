import type { Registration } from '../api/registrations';

/** Seed 002 §4: checked_in shows as 'Checked In'. */
export const STATUS_LABELS: Record<Registration['status'], string> = {
  active: 'Active',
  checked_in: 'Checked In',
  canceled: 'Canceled',
  refunded: 'Refunded',
};
