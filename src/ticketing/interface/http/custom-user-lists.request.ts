import { applyDecorators } from '@nestjs/common';
import { ApiExtension, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageParam, PerPageParam } from '../../../shared/http/paging.js';
import {
  CUSTOM_USER_LIST_MESSAGES,
  LIST_EMAIL_MAX_LENGTH,
  LIST_EMAIL_PATTERN,
  LIST_EMAILS_MAX,
  LIST_NAME_MAX_LENGTH,
  LIST_SORTS,
  LIST_USERS_MAX_PER_PAGE,
  LIST_USERS_PER_PAGE,
  LISTS_MAX_PER_PAGE,
  LISTS_PER_PAGE,
  type ListSort,
} from '../../domain/custom-user-lists.js';

export class CustomUserListsQuery {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
  @PageParam() page?: number;
  @PerPageParam(LISTS_PER_PAGE, LISTS_MAX_PER_PAGE) perPage?: number;
  @ApiPropertyOptional({ description: 'Part of the name, any case' }) @IsOptional() @IsString() @MaxLength(200) query?: string;
  @ApiPropertyOptional({ enum: LIST_SORTS, enumName: 'CustomUserListSort', description: 'Newest first when absent' })
  @IsOptional()
  @IsIn(LIST_SORTS, { message: 'sort must be name, userCount or createdAt' })
  sort?: ListSort;
  @ApiPropertyOptional({ enum: ['asc', 'desc'], enumName: 'SortDirection', default: 'asc' })
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'direction must be asc or desc' })
  direction?: 'asc' | 'desc';
}

export class CustomUserListUsersQuery {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'customUserListId is required' }) customUserListId!: string;
  @PageParam() page?: number;
  @PerPageParam(LIST_USERS_PER_PAGE, LIST_USERS_MAX_PER_PAGE) perPage?: number;
  @ApiPropertyOptional({ description: 'Part of the e-mail, any case' }) @IsOptional() @IsString() @MaxLength(200) query?: string;
}

/** `x-messages`: every message of the list forms (the add form, the bulk import and the export); the other `x-` give the limits. */
const ListRules = () =>
  applyDecorators(
    ApiExtension('x-messages', CUSTOM_USER_LIST_MESSAGES),
    ApiExtension('x-name-max-length', LIST_NAME_MAX_LENGTH),
    ApiExtension('x-email', { pattern: LIST_EMAIL_PATTERN, maxLength: LIST_EMAIL_MAX_LENGTH }),
    ApiExtension('x-max-emails', LIST_EMAILS_MAX),
  );

@ListRules()
export class RenameCustomUserListRequest {
  @ApiProperty({ maxLength: LIST_NAME_MAX_LENGTH, description: 'Trimmed; required', example: 'Friends & family' }) @Allow() name!: string;
}

@ListRules()
export class CreateCustomUserListRequest extends RenameCustomUserListRequest {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
}

@ListRules()
export class AddCustomUserListUsersRequest {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'customUserListId is required' }) customUserListId!: string;
  @ApiProperty({
    type: [String],
    maxItems: LIST_EMAILS_MAX,
    description: 'Trimmed and lowercased; blank entries skipped; each valid, once, and not on the list yet (whatever its case)',
    example: ['ana@example.com', 'bo@example.com'],
  })
  @Allow()
  emails!: string[];
}
