import { ApiProperty } from '@nestjs/swagger';
import { ACCESS_SETTINGS } from '../../domain/event-team.js';
import { EventOwnerResponse } from './events.response.js';

export class TeachingResponse {
  @ApiProperty({ format: 'uuid', description: 'The collaboration (teachingId on the event page)' }) id!: string;
  @ApiProperty({ description: 'The role' }) name!: string;
  @ApiProperty() canManage!: boolean;
  @ApiProperty({ enum: ACCESS_SETTINGS, enumName: 'AccessSetting' }) accessSetting!: 'admin' | 'door' | 'basic';
  @ApiProperty({ type: EventOwnerResponse }) profile!: EventOwnerResponse;
}
