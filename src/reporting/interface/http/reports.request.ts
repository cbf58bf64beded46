import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { PageParam } from '../../../shared/http/paging.js';

export class OwnerQuery {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
}

class ListQuery extends OwnerQuery {
  @PageParam() page?: number;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(500) perPage?: number;
  @ApiPropertyOptional({ description: 'Search text' }) @IsOptional() @IsString() @MaxLength(200) query?: string;
  @ApiPropertyOptional({ enum: ['asc', 'desc'] }) @IsOptional() @IsIn(['asc', 'desc']) sortOrder?: 'asc' | 'desc';
}

export class TransactionsQuery extends ListQuery {
  @ApiPropertyOptional({ enum: ['id', 'date', 'customer', 'amount', 'paymentMethod', 'status', 'product'] })
  @IsOptional()
  @IsIn(['id', 'date', 'customer', 'amount', 'paymentMethod', 'status', 'product'])
  sortBy?: string;
  @ApiPropertyOptional({ description: "One patron's orders: their account id or e-mail" }) @IsOptional() @IsString() patron?: string;
  @ApiPropertyOptional({ enum: ['Course', 'MembershipTier', 'ArtistVideo'] }) @IsOptional() @IsIn(['Course', 'MembershipTier', 'ArtistVideo']) type?: string;
  @ApiPropertyOptional({ description: 'Exports ask for the full rows (always included)' }) @IsOptional() @IsIn(['true', 'false']) detailed?: string;
}

export class PatronsQuery extends ListQuery {
  @ApiPropertyOptional({ enum: ['firstName', 'email', 'totalAmount', 'orderCount'], description: 'totalAmount sorts a patron who paid in several currencies by the largest of their totals' })
  @IsOptional() @IsIn(['firstName', 'email', 'totalAmount', 'orderCount']) sortBy?: string;
}

export class ActivitiesQuery extends ListQuery {
  @ApiPropertyOptional({ description: "One patron's activity: their e-mail" }) @IsOptional() @IsString() patron?: string;
}

export class RevenueQuery extends OwnerQuery {
  @ApiPropertyOptional({ enum: ['month', 'date', 'year', 'course', 'category', 'attendee'], default: 'month' })
  @IsOptional()
  @IsIn(['month', 'date', 'year', 'course', 'category', 'attendee'])
  dimension?: 'month' | 'date' | 'year' | 'course' | 'category' | 'attendee';
  @ApiPropertyOptional({ enum: ['dimension_asc', 'dimension_desc'] }) @IsOptional() @IsIn(['dimension_asc', 'dimension_desc']) sort?: 'dimension_asc' | 'dimension_desc';
  @ApiPropertyOptional({ format: 'date' }) @IsOptional() @IsISO8601({}, { message: 'from must be a date' }) from?: string;
  @ApiPropertyOptional({ format: 'date' }) @IsOptional() @IsISO8601({}, { message: 'to must be a date' }) to?: string;
}
