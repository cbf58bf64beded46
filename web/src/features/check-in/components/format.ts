/** Seed 002 §4: checked_in shows as 'Checked In'. */
export const STATUS_LABELS = { active: 'Not checked in', checked_in: 'Checked In', canceled: 'Canceled', refunded: 'Refunded' } as const;
