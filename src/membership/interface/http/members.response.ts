import { ApiProperty } from '@nestjs/swagger';
import { currencyProperty } from '../../../shared/http/api-currency.js';
import { labelledEnumProperty } from '../../../shared/http/api-labelled-enum.js';
import type { Currency } from '../../../shared/money.js';
import { DISPLAY_STATUS_LABELS, MEMBER_STATUS_LABELS, type DisplayStatus, type MemberStatus } from '../../domain/member-status.js';
import type { PriceInterval } from '../../domain/membership-rules.js';
import { priceIntervalProperty } from './tiers.request.js';

const statusProperty = () => labelledEnumProperty('MemberStatus', MEMBER_STATUS_LABELS, "A membership's stored status");
const displayStatusProperty = () =>
  labelledEnumProperty('MemberDisplayStatus', DISPLAY_STATUS_LABELS, 'What a member row shows: renews (active with an expiry), expires (canceled, ending later), expired, invited, or the status');

export class MemberResponse {
  @ApiProperty({ format: 'uuid', description: 'The subscription' }) id!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: "The member's account; null for a member added by hand who has no account with that e-mail" }) userId!: string | null;
  @ApiProperty() userName!: string;
  @ApiProperty() userEmail!: string;
  @ApiProperty({ format: 'uuid' }) tierId!: string;
  @ApiProperty() tierName!: string;
  @ApiProperty({ format: 'uuid' }) priceId!: string;
  @ApiProperty({ description: 'Minor units of currency' }) priceAmount!: number;
  @ApiProperty(priceIntervalProperty()) priceInterval!: PriceInterval;
  @ApiProperty(currencyProperty()) currency!: Currency;
  @ApiProperty(statusProperty()) status!: MemberStatus;
  @ApiProperty(displayStatusProperty()) displayStatus!: DisplayStatus;
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt!: string | null;
  @ApiProperty({ description: 'Renews by itself at the end of the period' }) autoRenew!: boolean;
  @ApiProperty({ type: String, nullable: true, description: "The provider's subscription id (sub_…); null for a member added by hand" }) stripeSubscription!: string | null;
  @ApiProperty({ description: "Shown 'Added Manually'" }) addedManually!: boolean;
  @ApiProperty({ description: 'The patron page key: /reporting/patrons/{patronKey} (user id or e-mail)' }) patronKey!: string;
}

export class MembersPageResponse {
  @ApiProperty({ type: [MemberResponse] }) data!: MemberResponse[];
  @ApiProperty() page!: number;
  @ApiProperty() perPage!: number;
  @ApiProperty() totalCount!: number;
}

export class MembershipResponse {
  @ApiProperty({ format: 'uuid' }) subscriptionId!: string;
  @ApiProperty({ format: 'uuid' }) tierId!: string;
  @ApiProperty({ format: 'uuid' }) priceId!: string;
  @ApiProperty() priceAmount!: number;
  @ApiProperty(priceIntervalProperty()) priceInterval!: PriceInterval;
  @ApiProperty(currencyProperty()) currency!: Currency;
  @ApiProperty({ type: String, nullable: true }) stripeSubscription!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Where the Manage form posts (owner_id, user_id, utf8); null for a membership added by hand' }) manageUrl!: string | null;
  @ApiProperty({ format: 'uuid' }) ownerId!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) userId!: string | null;
  @ApiProperty(statusProperty()) status!: MemberStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt!: string | null;
}

export class SubscriptionOwnerResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['User', 'School'] }) type!: 'User' | 'School';
  @ApiProperty() username!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) avatar!: string | null;
  @ApiProperty({ description: "The owner's public contact e-mail, or the account's (the contact-the-owner modal)" }) email!: string;
}

export class SubscriptionTierResponse {
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Minor units of currency' }) amount!: number;
  @ApiProperty(priceIntervalProperty()) interval!: PriceInterval;
  @ApiProperty(currencyProperty()) currency!: Currency;
}

export class SubscriptionRowResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty(statusProperty()) status!: MemberStatus;
  @ApiProperty(displayStatusProperty()) displayStatus!: DisplayStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt!: string | null;
  @ApiProperty({ description: "Shown 'Added Manually' (the Manage button becomes contact the owner)" }) addedManually!: boolean;
  @ApiProperty({ type: String, nullable: true }) manageUrl!: string | null;
  @ApiProperty({ type: SubscriptionOwnerResponse }) owner!: SubscriptionOwnerResponse;
  @ApiProperty({ type: SubscriptionTierResponse }) tier!: SubscriptionTierResponse;
  @ApiProperty({ type: String, nullable: true }) stripeSubscription!: string | null;
}
