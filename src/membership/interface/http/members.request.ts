import { ApiExtension, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { labelledEnumProperty } from '../../../shared/http/api-labelled-enum.js';
import { PageParam } from '../../../shared/http/paging.js';
import { MEMBER_FILTER_LABELS, MEMBER_FILTERS, type MemberFilter } from '../../domain/member-status.js';
import { EMAIL_MAX, MEMBER_MESSAGES, NAME_MAX } from '../../domain/member-rules.js';
import type { PriceInterval } from '../../domain/membership-rules.js';
import { priceIntervalProperty } from './tiers.request.js';

export class MemberOwnerQuery {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
}

export class MembersSearchQuery extends MemberOwnerQuery {
  @ApiPropertyOptional({ description: "Part of the member's name or e-mail, or of the tier's name" }) @IsOptional() @IsString() @MaxLength(200) query?: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'Only members of this tier' }) @IsOptional() @IsUUID('all', { message: 'Tier not found' }) tierId?: string;
  @ApiPropertyOptional({ ...labelledEnumProperty('MemberFilter', MEMBER_FILTER_LABELS, "The members list's status filter"), default: 'all' })
  @IsOptional()
  @IsIn(MEMBER_FILTERS, { message: 'Status must be all, active, invited or expired' })
  status?: MemberFilter;
}

export class MembersQuery extends MembersSearchQuery {
  @PageParam() page?: number;
  @ApiPropertyOptional({ default: 10, maximum: 100 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) perPage?: number;
}

/** The member form. Its fields are checked by the members' rules (not here), so each problem gets the seeds' message. */
@ApiExtension('x-messages', { ...MEMBER_MESSAGES, noPrice: MEMBER_MESSAGES.noPrice('{interval}') })
export class AddMemberRequest {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
  @ApiProperty({ description: 'Required, not blank', maxLength: NAME_MAX }) @Allow() name!: string;
  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX }) @Allow() email!: string;
  @ApiProperty({ format: 'uuid' }) @Allow() tierId!: string;
  @ApiProperty(priceIntervalProperty()) @Allow() priceInterval!: PriceInterval;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'When the membership ends; null or absent: it does not' }) @Allow() expiresAt?: string | null;
}

/** Changes to a member added by hand; absent fields stay as they are. */
@ApiExtension('x-messages', { ...MEMBER_MESSAGES, noPrice: MEMBER_MESSAGES.noPrice('{interval}') })
export class ChangeMemberRequest {
  @ApiPropertyOptional({ maxLength: NAME_MAX }) @Allow() name?: string;
  @ApiPropertyOptional({ format: 'uuid' }) @Allow() tierId?: string;
  @ApiPropertyOptional(priceIntervalProperty()) @Allow() priceInterval?: PriceInterval;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'null: no end' }) @Allow() expiresAt?: string | null;
}

export class MembershipsQuery {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
}

export class ClaimMembershipRequest {
  @ApiProperty({ description: 'The `claim` of the link in the invitation e-mail: `<subscriptionId>.<signature>`', maxLength: 200 })
  @IsString({ message: 'token is required' })
  @MaxLength(200, { message: MEMBER_MESSAGES.claimInvalid })
  token!: string;
}
