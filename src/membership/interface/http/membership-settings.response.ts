import { ApiProperty } from '@nestjs/swagger';
import { MEMBERSHIP_FEE_PERCENT } from '../../domain/membership-rules.js';
import { membershipPageStatusProperty } from './membership-settings.request.js';

export class MembershipSettingsResponse {
  @ApiProperty({ description: 'Hero text' }) title!: string;
  @ApiProperty() description!: string;
  @ApiProperty(membershipPageStatusProperty()) status!: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The private link id; null unless the caller manages the owner' }) membershipPrivateUuid!: string | null;
  @ApiProperty({ description: 'Payments are connected and may charge cards' }) stripeConnected!: boolean;
  @ApiProperty({ enum: [MEMBERSHIP_FEE_PERCENT], description: 'The platform fee on membership payments, in percent' }) fee!: number;
  @ApiProperty({ enum: ['User', 'School'] }) type!: 'User' | 'School';
}
