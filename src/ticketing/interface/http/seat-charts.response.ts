import { ApiProperty } from '@nestjs/swagger';
import { CHART_LIMITS } from '../../domain/seating/chart-rules.js';

/** The chart's drawing as stored (ChartDefinition): requests send it the same way. Positions are in drawing units. */
export class SeatChartCategory {
  @ApiProperty({ minimum: 1, maximum: CHART_LIMITS.categoryKeyMax, description: "Ticket types name the categories they sell (seatsCategoryKeys)" }) key!: number;
  @ApiProperty() label!: string;
  @ApiProperty({ pattern: '^#[0-9a-fA-F]{6}$', example: '#3b82f6' }) color!: string;
}

export class SeatChartStage {
  @ApiProperty() x!: number;
  @ApiProperty() y!: number;
  @ApiProperty() width!: number;
  @ApiProperty() height!: number;
  @ApiProperty() label!: string;
}

export class SeatChartText {
  @ApiProperty() id!: string;
  @ApiProperty() text!: string;
  @ApiProperty() x!: number;
  @ApiProperty() y!: number;
}

export class SeatChartSeat {
  @ApiProperty({ example: '7' }) number!: string;
  @ApiProperty() x!: number;
  @ApiProperty() y!: number;
  @ApiProperty() categoryKey!: number;
  @ApiProperty() accessible!: boolean;
}

export class SeatChartRow {
  @ApiProperty() id!: string;
  @ApiProperty({ example: 'A' }) label!: string;
  @ApiProperty({ type: [SeatChartSeat], description: "In the row's seat order: side by side means neighbours here" }) seats!: SeatChartSeat[];
}

export class SeatChartTable {
  @ApiProperty() id!: string;
  @ApiProperty({ example: 'T1' }) label!: string;
  @ApiProperty() x!: number;
  @ApiProperty() y!: number;
  @ApiProperty({ enum: ['round', 'rect'] }) shape!: 'round' | 'rect';
  @ApiProperty({ type: [SeatChartSeat] }) seats!: SeatChartSeat[];
}

export class SeatChartArea {
  @ApiProperty() id!: string;
  @ApiProperty() label!: string;
  @ApiProperty() x!: number;
  @ApiProperty() y!: number;
  @ApiProperty() width!: number;
  @ApiProperty() height!: number;
  @ApiProperty({ minimum: 1, maximum: CHART_LIMITS.areaCapacityMax, description: 'General admission: places sold under the one label' }) capacity!: number;
  @ApiProperty() categoryKey!: number;
}

export class SeatChartSection {
  @ApiProperty() id!: string;
  @ApiProperty({ example: 'Stalls' }) label!: string;
  @ApiProperty({ type: [SeatChartRow] }) rows!: SeatChartRow[];
  @ApiProperty({ type: [SeatChartTable] }) tables!: SeatChartTable[];
  @ApiProperty({ type: [SeatChartArea] }) areas!: SeatChartArea[];
}

export class SeatChartDefinition {
  @ApiProperty() width!: number;
  @ApiProperty() height!: number;
  @ApiProperty({ type: [SeatChartCategory] }) categories!: SeatChartCategory[];
  @ApiProperty({ type: SeatChartStage, nullable: true }) stage!: SeatChartStage | null;
  @ApiProperty({ type: [SeatChartText] }) labels!: SeatChartText[];
  @ApiProperty({ type: [SeatChartSection], maxItems: CHART_LIMITS.sections }) sections!: SeatChartSection[];
}

/** One sellable label of a chart. */
export class SeatChartPlaceResponse {
  @ApiProperty({ description: 'The seat label: {section}-{row}-{number}, {section}-{table}-{number} or {section}-{area}', example: 'Stalls-A-7' }) label!: string;
  @ApiProperty({ enum: ['seat', 'table', 'area'] }) kind!: 'seat' | 'table' | 'area';
  @ApiProperty() section!: string;
  @ApiProperty({ type: String, nullable: true }) row!: string | null;
  @ApiProperty({ type: String, nullable: true }) table!: string | null;
  @ApiProperty({ type: String, nullable: true }) area!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Null for an area' }) number!: string | null;
  @ApiProperty() categoryKey!: number;
  @ApiProperty() accessible!: boolean;
  @ApiProperty({ description: '1 for a seat; the places of an area' }) capacity!: number;
  @ApiProperty() x!: number;
  @ApiProperty() y!: number;
}

export class SeatChartResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) ownerId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Counts the saves; send it back with an edit' }) version!: number;
  @ApiProperty({ type: SeatChartDefinition }) definition!: SeatChartDefinition;
  @ApiProperty({ type: [SeatChartPlaceResponse], description: 'The places of the chart, in chart order' }) places!: SeatChartPlaceResponse[];
  @ApiProperty({ type: [String], description: 'Labels sold or held on some date of the events using the chart: an edit cannot remove or rename them' }) soldLabels!: string[];
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class SeatChartSummaryResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() version!: number;
  @ApiProperty({ description: 'Places to sell (an area counts its capacity)' }) placesCount!: number;
  @ApiProperty({ description: 'Events using the chart' }) eventsCount!: number;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class EventSeatingTicketTypeResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) eventDateId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: [Number], description: 'The chart categories it sells (saved with the ticket types)' }) seatsCategoryKeys!: number[];
}

export class EventSeatingResponse {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: "The chart every date of the event uses; null: no reserved seats" }) chartId!: string | null;
  @ApiProperty({ type: SeatChartResponse, nullable: true }) chart!: SeatChartResponse | null;
  @ApiProperty({ type: [EventSeatingTicketTypeResponse] }) ticketTypes!: EventSeatingTicketTypeResponse[];
}
