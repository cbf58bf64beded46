import { ApiProperty } from '@nestjs/swagger';
import { EventOwnerResponse } from './events.response.js';

export class TeachingResponse {
  @ApiProperty({ format: 'uuid', description: 'The collaboration (teachingId on the event page)' }) id!: string;
  @ApiProperty({ description: 'The role' }) name!: string;
  @ApiProperty() canManage!: boolean;
  @ApiProperty({ enum: ['admin', 'door', 'basic'] }) accessSetting!: 'admin' | 'door' | 'basic';
  @ApiProperty({ type: EventOwnerResponse }) profile!: EventOwnerResponse;
}
