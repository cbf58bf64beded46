import { ApiExtension, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { PageParam } from '../../../shared/http/paging.js';
import { ACCOUNT_MESSAGES, PROFILE_SEARCH_PER_PAGE, EMAIL_PATTERN, MIN_PASSWORD_LENGTH, NAME_MAX_LENGTH, NAME_PATTERN, USERNAME_MAX_LENGTH, USERNAME_PATTERN } from '../../domain/account-rules.js';

/** The account rules as the contract states them, from the domain's constants (the web's forms read them there). */
const NAME = { minLength: 1, maxLength: NAME_MAX_LENGTH, pattern: NAME_PATTERN, description: 'Trimmed; no @ $ # ! % ^ & * ( ) , or digits; shorter than 30 characters' };
const USERNAME = { maxLength: USERNAME_MAX_LENGTH, pattern: USERNAME_PATTERN, description: 'Trimmed and a leading @ or # stripped; then 1 to 20 letters or digits' };
const messages = <K extends keyof typeof ACCOUNT_MESSAGES>(...keys: K[]) => Object.fromEntries(keys.map((key) => [key, ACCOUNT_MESSAGES[key]]));

@ApiExtension('x-messages', messages('email', 'passwordRequired'))
export class LogInRequest {
  @ApiProperty({ example: 'maya@limelight.example' }) @IsString({ message: ACCOUNT_MESSAGES.email }) email!: string;
  @ApiProperty({ example: 'limelight-demo' }) @IsString({ message: ACCOUNT_MESSAGES.passwordRequired }) password!: string;
  @ApiPropertyOptional({ description: 'The token of a team invitation link (invitation=…): the invitations to this e-mail are accepted' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  invitation?: string;
}

@ApiExtension('x-messages', messages('nameBlank', 'nameCharacters', 'nameLength', 'username', 'email', 'password'))
export class SignUpRequest {
  @ApiProperty({ example: 'Maya Lind', ...NAME })
  @IsString({ message: ACCOUNT_MESSAGES.nameBlank })
  name!: string;

  @ApiProperty({ example: 'mayalind', ...USERNAME })
  @IsString({ message: ACCOUNT_MESSAGES.username })
  username!: string;

  @ApiProperty({ example: 'maya@limelight.example', pattern: EMAIL_PATTERN, description: 'Trimmed and lowercased' })
  @IsString({ message: ACCOUNT_MESSAGES.email })
  email!: string;

  @ApiProperty({ minLength: MIN_PASSWORD_LENGTH }) @IsString({ message: ACCOUNT_MESSAGES.password }) password!: string;
  @ApiPropertyOptional({ description: 'The token of a team invitation link (invitation=…): the invitations to this e-mail are accepted' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  invitation?: string;
  @ApiPropertyOptional({ example: 'kofi', description: 'The username of the referral link (ref=…) the person came from; an unknown one is ignored' })
  @IsOptional()
  @IsString({ message: 'referrer must be a username' })
  @MaxLength(100, { message: 'referrer must be a username' })
  referrer?: string;
}

@ApiExtension('x-messages', messages('nameBlank', 'nameCharacters', 'nameLength', 'username'))
export class CreateOrganizationRequest {
  @ApiProperty({ example: 'Riverside Arts Collective', ...NAME }) @IsString({ message: ACCOUNT_MESSAGES.nameBlank }) name!: string;
  @ApiProperty({ example: 'riverside', ...USERNAME }) @IsString({ message: ACCOUNT_MESSAGES.username }) username!: string;
}

export class ProfileLookupQuery {
  @ApiPropertyOptional({ enum: ['user', 'school'] })
  @IsOptional()
  @IsIn(['user', 'school'], { message: 'type must be user or school' })
  type?: 'user' | 'school';
}

export class SearchCollaboratorsRequestQuery {
  @ApiProperty({ description: 'Part of a username or name; a leading @ is ignored' }) @IsString({ message: 'Type a name or username' }) @MaxLength(100) query!: string;
  @ApiPropertyOptional({ example: 'user,school', description: 'Comma list of user and school; both when left out' })
  @IsOptional()
  @Matches(/^(user|school)(,(user|school))*$/, { message: 'types must be user, school or both' })
  types?: string;
}

export class ProfileSearchQuery {
  @ApiPropertyOptional({ description: 'Words of a name, username or description, matched as prefixes with accents ignored; every profile when left out' })
  @IsOptional()
  @IsString({ message: 'query must be text' })
  @MaxLength(100, { message: 'query must be at most 100 characters' })
  query?: string;

  @ApiPropertyOptional({ enum: ['user', 'school'] })
  @IsOptional()
  @IsIn(['user', 'school'], { message: 'type must be user or school' })
  type?: 'user' | 'school';

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'true: only owners of published public events, most upcoming events first (query and type are ignored)' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'organizers must be true or false' })
  organizers?: 'true' | 'false';

  @PageParam()
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: PROFILE_SEARCH_PER_PAGE.max, default: PROFILE_SEARCH_PER_PAGE.default })
  @IsOptional()
  @Type(() => Number)
  @Max(PROFILE_SEARCH_PER_PAGE.max, { message: `perPage must be at most ${PROFILE_SEARCH_PER_PAGE.max}` })
  @Min(1, { message: 'perPage must be 1 or more' })
  @IsInt({ message: 'perPage must be a whole number' })
  perPage?: number;
}
