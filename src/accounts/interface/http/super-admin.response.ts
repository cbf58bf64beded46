import { ApiProperty } from '@nestjs/swagger';
import { FEATURE_FLAGS } from '../../domain/feature-flags.js';

/** Every feature flag of an account, on or off (one property per entry of FEATURE_FLAGS). */
export class FeatureFlagsResponse {
  @ApiProperty({ description: FEATURE_FLAGS[0].description }) developerZone!: boolean;
  @ApiProperty({ description: FEATURE_FLAGS[1].description }) referralTracker!: boolean;
}

export class AdminAccountResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['User', 'School'] }) type!: 'User' | 'School';
  @ApiProperty() name!: string;
  @ApiProperty() username!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Users only' }) email!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: FeatureFlagsResponse }) flags!: FeatureFlagsResponse;
}

export class AdminAccountsPageResponse {
  @ApiProperty({ type: [AdminAccountResponse] }) data!: AdminAccountResponse[];
  @ApiProperty() page!: number;
  @ApiProperty() perPage!: number;
  @ApiProperty() totalCount!: number;
}

export class AdminActionActorResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null once the account is deleted' }) name!: string | null;
  @ApiProperty({ type: String, nullable: true }) username!: string | null;
}

export class AdminActionTargetResponse extends AdminActionActorResponse {
  @ApiProperty({ enum: ['User', 'School'], nullable: true }) type!: 'User' | 'School' | null;
}

export class AdminActionResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ type: AdminActionActorResponse, description: 'The site admin' }) actor!: AdminActionActorResponse;
  @ApiProperty({ example: 'flag.enabled', description: 'flag.enabled or flag.disabled (detail: flag), or referral_payout.recorded (detail: payoutId, amount, currency)' }) action!: string;
  @ApiProperty({ type: AdminActionTargetResponse, description: 'The account acted on' }) target!: AdminActionTargetResponse;
  @ApiProperty({ type: 'object', additionalProperties: true, example: { flag: 'developerZone' } }) detail!: Record<string, unknown>;
}

export class AdminActionsPageResponse {
  @ApiProperty({ type: [AdminActionResponse] }) data!: AdminActionResponse[];
  @ApiProperty() page!: number;
  @ApiProperty() perPage!: number;
  @ApiProperty() totalCount!: number;
}
