import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000Foundation } from './20261122000000-foundation.js';
import { Migration20261122100000Ticketing } from './20261122100000-ticketing.js';
import { Migration20261123000000Checkout } from './20261123000000-checkout.js';
import { Migration20261123100000ReportingReader } from './20261123100000-reporting-reader.js';
import { Migration20261124120000EventCreators } from './20261124120000-event-creators.js';
import { Migration20261125000000Integrations } from './20261125000000-integrations.js';
import { Migration20261126000000RateLimits } from './20261126000000-rate-limits.js';
import { Migration20261127000000FeedAndOutboxHealth } from './20261127000000-feed-and-outbox-health.js';
import { Migration20261128000000MoneyAndProjectionVersions } from './20261128000000-money-and-projection-versions.js';
import { Migration20261129000000PaymentConnection } from './20261129000000-payment-connection.js';
import { Migration20261129100000AccountSettings } from './20261129100000-account-settings.js';
import { Migration20261129200000Payouts } from './20261129200000-payouts.js';
import { Migration20261129300000CardReaders } from './20261129300000-card-readers.js';
import { Migration20261129400000TerminalSales } from './20261129400000-terminal-sales.js';
import { Migration20261129500000TeamInvitations } from './20261129500000-team-invitations.js';
import { Migration20261129600000FeatureFlagsAndAdminActions } from './20261129600000-feature-flags-and-admin-actions.js';
import { Migration20261130000000Membership } from './20261130000000-membership.js';
import { Migration20261130100000MembershipBilling } from './20261130100000-membership-billing.js';
import { Migration20261130200000MemberTickets } from './20261130200000-member-tickets.js';
import { Migration20261130300000MembershipEmails } from './20261130300000-membership-emails.js';
import { Migration20261130400000MembershipStripeAccount } from './20261130400000-membership-stripe-account.js';

/** Every committed migration, in order. ESM has no folder discovery, so each is listed here. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261122000000Foundation', class: Migration20261122000000Foundation },
  { name: 'Migration20261122100000Ticketing', class: Migration20261122100000Ticketing },
  { name: 'Migration20261123000000Checkout', class: Migration20261123000000Checkout },
  { name: 'Migration20261123100000ReportingReader', class: Migration20261123100000ReportingReader },
  { name: 'Migration20261124120000EventCreators', class: Migration20261124120000EventCreators },
  { name: 'Migration20261125000000Integrations', class: Migration20261125000000Integrations },
  { name: 'Migration20261126000000RateLimits', class: Migration20261126000000RateLimits },
  { name: 'Migration20261127000000FeedAndOutboxHealth', class: Migration20261127000000FeedAndOutboxHealth },
  { name: 'Migration20261128000000MoneyAndProjectionVersions', class: Migration20261128000000MoneyAndProjectionVersions },
  { name: 'Migration20261129000000PaymentConnection', class: Migration20261129000000PaymentConnection },
  { name: 'Migration20261129100000AccountSettings', class: Migration20261129100000AccountSettings },
  { name: 'Migration20261129200000Payouts', class: Migration20261129200000Payouts },
  { name: 'Migration20261129300000CardReaders', class: Migration20261129300000CardReaders },
  { name: 'Migration20261129400000TerminalSales', class: Migration20261129400000TerminalSales },
  { name: 'Migration20261129500000TeamInvitations', class: Migration20261129500000TeamInvitations },
  { name: 'Migration20261129600000FeatureFlagsAndAdminActions', class: Migration20261129600000FeatureFlagsAndAdminActions },
  { name: 'Migration20261130000000Membership', class: Migration20261130000000Membership },
  { name: 'Migration20261130100000MembershipBilling', class: Migration20261130100000MembershipBilling },
  { name: 'Migration20261130200000MemberTickets', class: Migration20261130200000MemberTickets },
  { name: 'Migration20261130300000MembershipEmails', class: Migration20261130300000MembershipEmails },
  { name: 'Migration20261130400000MembershipStripeAccount', class: Migration20261130400000MembershipStripeAccount },
];
