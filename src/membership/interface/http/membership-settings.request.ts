import { ApiExtension, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional, IsUUID } from 'class-validator';
import { labelledEnumProperty } from '../../../shared/http/api-labelled-enum.js';
import { MEMBERSHIP_STATUS_LABELS, SETTINGS_DESCRIPTION_MAX, SETTINGS_MESSAGES, SETTINGS_TITLE_MAX } from '../../domain/membership-rules.js';

export const membershipPageStatusProperty = () =>
  labelledEnumProperty('MembershipPageStatus', MEMBERSHIP_STATUS_LABELS, 'Public: anyone sees the tiers; private: only with the private link');

/** The membership settings form; checked by the membership rules, problems answered `[{ message }]`. */
@ApiExtension('x-messages', SETTINGS_MESSAGES)
export class MembershipSettingsRequest {
  @ApiProperty(membershipPageStatusProperty()) @Allow() status!: string;
  @ApiPropertyOptional({ format: 'uuid', description: "A new private link id; the current one stays when absent" }) @IsOptional() @IsUUID('all', { message: SETTINGS_MESSAGES.privateUuid }) privateUuid?: string;
  @ApiProperty({ maxLength: SETTINGS_TITLE_MAX, description: 'Hero text' }) @Allow() title!: string;
  @ApiProperty({ maxLength: SETTINGS_DESCRIPTION_MAX }) @Allow() description!: string;
}

export class PublicTiersQuery {
  @ApiPropertyOptional({ format: 'uuid', description: "The private page's link id" }) @IsOptional() @IsUUID('all', { message: 'privateUuid must be a uuid' }) privateUuid?: string;
}
