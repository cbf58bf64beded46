import { ApiExtension, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsUUID } from 'class-validator';
import { TEAM_ROLES } from '../../../shared/team-roles.js';
import { ACCESS_SETTINGS, TEAM_MESSAGES } from '../../domain/event-team.js';

const { role, access, profileNotFound, owner, alreadyAdded } = TEAM_MESSAGES;

/** The seeds' messages for adding a collaborator, which the team form shows too. */
@ApiExtension('x-messages', { role, access, profileNotFound, owner, alreadyAdded })
export class AddTeachingRequest {
  @ApiProperty({ format: 'uuid', description: 'The person or organization, as found by search_collaborators' })
  @IsUUID('all', { message: TEAM_MESSAGES.profileNotFound })
  profileId!: string;
  @ApiProperty({ enum: TEAM_ROLES, enumName: 'TeamRole', description: 'The role' }) @IsIn(TEAM_ROLES, { message: TEAM_MESSAGES.role }) name!: string;
  @ApiProperty({ description: 'May manage the event, as far as the access setting allows' }) @IsBoolean({ message: 'Say whether they can manage the event' }) canManage!: boolean;
  @ApiProperty({ enum: ACCESS_SETTINGS, enumName: 'AccessSetting', description: 'admin: Details, Guests, Team, Stats, Video; door: Guests and Team; basic: Team' })
  @IsIn(ACCESS_SETTINGS, { message: TEAM_MESSAGES.access })
  accessSetting!: 'admin' | 'door' | 'basic';
}

export class UpdateTeachingRequest {
  @ApiPropertyOptional({ enum: TEAM_ROLES, enumName: 'TeamRole' }) @IsOptional() @IsIn(TEAM_ROLES, { message: TEAM_MESSAGES.role }) name?: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: 'Say whether they can manage the event' }) canManage?: boolean;
  @ApiPropertyOptional({ enum: ACCESS_SETTINGS, enumName: 'AccessSetting' }) @IsOptional() @IsIn(ACCESS_SETTINGS, { message: TEAM_MESSAGES.access }) accessSetting?: 'admin' | 'door' | 'basic';
}
