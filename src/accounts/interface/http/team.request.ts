import { ApiExtension, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageParam } from '../../../shared/http/paging.js';
import { TEAM_ROLES } from '../../../shared/team-roles.js';
import { TEAM_MESSAGES } from '../../domain/team.js';

const OWNER_ID = 'ownerId is required';
/** Roles are checked by the use case, so that a missing one gets the seed's message. */
const ROLE = { enum: TEAM_ROLES, enumName: 'TeamRole', description: 'The role label, from the list' } as const;
const { incomplete, alreadyAdded, organizationsOnly, personOnly, ownerProtected } = TEAM_MESSAGES;

export class TeamOwnerQuery {
  @ApiProperty({ format: 'uuid', description: 'The organization' }) @IsUUID('all', { message: OWNER_ID }) ownerId!: string;
}

export class TeamPageQuery extends TeamOwnerQuery {
  @PageParam() page?: number;
}

export class TeamOwnerBody {
  @ApiProperty({ format: 'uuid', description: 'The organization' }) @IsUUID('all', { message: OWNER_ID }) ownerId!: string;
}

/** A person found by search_collaborators (userId) joins at once; an e-mail address is invited. */
@ApiExtension('x-messages', { incomplete, alreadyAdded, organizationsOnly, personOnly })
export class AddTeamMemberRequest extends TeamOwnerBody {
  @ApiPropertyOptional(ROLE) @IsOptional() @IsString({ message: incomplete }) name?: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'A user found by search_collaborators' }) @IsOptional() @IsString({ message: personOnly }) userId?: string;
  @ApiPropertyOptional({ description: 'The address to invite, when no account was found' }) @IsOptional() @IsString({ message: incomplete }) @MaxLength(254) email?: string;
  @ApiPropertyOptional({ default: false, description: 'Full access to the organization' }) @IsOptional() @IsBoolean() admin?: boolean;
  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() receiveNotifications?: boolean;
  @ApiPropertyOptional({ default: false, description: 'Hidden from public view' }) @IsOptional() @IsBoolean() hidden?: boolean;
}

@ApiExtension('x-messages', { incomplete, ownerProtected })
export class UpdateTeamMemberRequest extends TeamOwnerBody {
  @ApiPropertyOptional(ROLE) @IsOptional() @IsString({ message: incomplete }) name?: string;
  @ApiPropertyOptional({ description: "The owner's stays on" }) @IsOptional() @IsBoolean() admin?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() receiveNotifications?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() hidden?: boolean;
}
