import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';

/** Seats one best-available request offers at most (a buyer's tickets of one type). */
export const BEST_AVAILABLE_MAX = 25;

export class BestAvailableQuery {
  @ApiProperty({ minimum: 1, maximum: BEST_AVAILABLE_MAX, description: 'How many seats side by side' })
  @Type(() => Number)
  @IsInt({ message: `Choose between 1 and ${BEST_AVAILABLE_MAX} seats` })
  @Min(1, { message: `Choose between 1 and ${BEST_AVAILABLE_MAX} seats` })
  @Max(BEST_AVAILABLE_MAX, { message: `Choose between 1 and ${BEST_AVAILABLE_MAX} seats` })
  quantity!: number;
  @ApiPropertyOptional({ description: "A category key of the chart; any category a ticket type sells when absent" })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'category must be a category key' })
  category?: number;
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'true: accessible seats only' }) @IsOptional() @IsIn(['true', 'false']) accessible?: 'true' | 'false';
}

export class EventSeatsQuery {
  @ApiProperty({ format: 'uuid', description: 'The date (sub-event) id' }) @IsString({ message: 'event_id is required' }) event_id!: string;
}

export class BlockSeatsRequest {
  @ApiProperty({ type: [String], description: 'Seat labels (an area label blocks its free places)' })
  @IsArray()
  @ArrayMaxSize(10_000)
  @IsString({ each: true })
  @MaxLength(300, { each: true })
  labels!: string[];
  @ApiProperty({ enum: ['not_for_sale', 'kept'], nullable: true, type: String, description: 'not_for_sale, kept for guests, or null: for sale again' })
  @ValidateIf((_, value) => value !== null)
  @IsIn(['not_for_sale', 'kept'], { message: 'blocked must be not_for_sale, kept or null' })
  blocked!: 'not_for_sale' | 'kept' | null;
}
