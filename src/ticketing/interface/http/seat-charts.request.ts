import { applyDecorators } from '@nestjs/common';
import { ApiExtension, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsInt, IsUUID, ValidateIf } from 'class-validator';
import { CHART_LIMITS, SEATING_MESSAGES } from '../../domain/seating/chart-rules.js';
import { SeatChartDefinition } from './seat-charts.response.js';

/** `x-messages`: what saving a chart may answer; `x-limits` the chart's limits. */
const ChartRules = () => applyDecorators(ApiExtension('x-messages', SEATING_MESSAGES), ApiExtension('x-limits', CHART_LIMITS));

export class SeatChartsQuery {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
}

@ChartRules()
export class CreateSeatChartRequest {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
  @ApiProperty({ maxLength: CHART_LIMITS.nameMaxLength, description: 'Trimmed; required', example: 'Riverside Hall' }) @Allow() name!: string;
  // Checked by the chart rules, which name every problem at once.
  @ApiProperty({ type: SeatChartDefinition }) @Allow() definition!: unknown;
}

@ChartRules()
export class UpdateSeatChartRequest {
  @ApiPropertyOptional({ maxLength: CHART_LIMITS.nameMaxLength }) @Allow() name?: string;
  @ApiPropertyOptional({ type: SeatChartDefinition }) @Allow() definition?: unknown;
  @ApiProperty({ description: "The chart's version the edit was made on; an older one is refused (409)" })
  @IsInt({ message: 'version is required' })
  version!: number;
}

export class SetEventSeatingRequest {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: "A chart of the event's owner, or null for no reserved seats" })
  @ValidateIf((body: { chartId: unknown }) => body.chartId !== null)
  @IsUUID('all', { message: 'chartId must be a seat chart or null' })
  chartId!: string | null;
}
