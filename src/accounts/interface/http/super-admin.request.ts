import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { labelledEnumProperty } from '../../../shared/http/api-labelled-enum.js';
import { PageParam } from '../../../shared/http/paging.js';
import { FEATURE_FLAG_KEYS, FEATURE_FLAGS, type FeatureFlag } from '../../domain/feature-flags.js';

export class AdminAccountsQuery {
  @ApiPropertyOptional({ description: 'Part of a name, username (a leading @ is ignored) or e-mail; every account, newest first, when left out' })
  @IsOptional()
  @IsString({ message: 'query must be text' })
  @MaxLength(100, { message: 'query must be at most 100 characters' })
  query?: string;

  @PageParam() page?: number;
}

export class AdminActionsQuery {
  @PageParam() page?: number;
}

export class SetFeatureFlagRequest {
  @ApiProperty(labelledEnumProperty('FeatureFlag', Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag.key, flag.label])), 'A per-account feature; x-labels gives its name'))
  @IsIn(FEATURE_FLAG_KEYS, { message: `flag must be one of: ${FEATURE_FLAG_KEYS.join(', ')}` })
  flag!: FeatureFlag;

  @ApiProperty() @IsBoolean({ message: 'enabled must be true or false' }) enabled!: boolean;
}
