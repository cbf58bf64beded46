import { ApiProperty } from '@nestjs/swagger';
import { currencyProperty } from '../../../shared/http/api-currency.js';
import { SeatChartDefinition } from './seat-charts.response.js';

export class SeatTicketTypeResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Minor units' }) price!: number;
  @ApiProperty({ description: '$0.69 + 1% per ticket, minor units' }) fee!: number;
  @ApiProperty({ description: 'What a buyer pays: price + fee' }) cost!: number;
  @ApiProperty(currencyProperty()) currency!: string;
}

export class SeatCategoryResponse {
  @ApiProperty() key!: number;
  @ApiProperty() label!: string;
  @ApiProperty({ description: '#rrggbb' }) color!: string;
  @ApiProperty({ type: [SeatTicketTypeResponse], description: 'The ticket types that sell the category, in their order' }) ticketTypes!: SeatTicketTypeResponse[];
}

export class PublicSeatResponse {
  @ApiProperty({ description: 'The seat label (an area: the area label)' }) label!: string;
  @ApiProperty({ enum: ['available', 'held', 'sold', 'not_for_sale'] }) status!: 'available' | 'held' | 'sold' | 'not_for_sale';
  @ApiProperty({ description: 'Places free to buy: 1 or 0 for a seat, the free places of an area' }) available!: number;
}

export class SeatingSnapshotResponse {
  @ApiProperty({ description: 'The ETag; the changes stream counts on from it (a version skipped: load the map again)' }) version!: number;
  @ApiProperty() chartVersion!: number;
  @ApiProperty({ type: SeatChartDefinition }) definition!: SeatChartDefinition;
  @ApiProperty({ type: [SeatCategoryResponse] }) categories!: SeatCategoryResponse[];
  @ApiProperty({ type: [PublicSeatResponse], description: 'Every label, in chart order' }) seats!: PublicSeatResponse[];
}

export class SeatChangesResponse {
  @ApiProperty() version!: number;
  @ApiProperty({ type: [PublicSeatResponse], description: 'The labels whose status changed' }) seats!: PublicSeatResponse[];
}

export class OfferedSeatResponse {
  @ApiProperty() seatLabel!: string;
  @ApiProperty({ format: 'uuid', description: 'The first ticket type that sells the seat’s category' }) ticketId!: string;
  @ApiProperty({ description: '1 for a seat; places of an area' }) ticketQuantity!: number;
}

export class BestAvailableResponse {
  @ApiProperty({ type: [OfferedSeatResponse] }) seats!: OfferedSeatResponse[];
}

export class SeatHolderResponse {
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'uuid' }) registrationId!: string;
  @ApiProperty({ format: 'uuid' }) orderId!: string;
}

export class EventSeatResponse {
  @ApiProperty() label!: string;
  @ApiProperty({ description: '1 for a seat; the place of an area' }) place!: number;
  @ApiProperty({ enum: ['available', 'held', 'sold', 'not_for_sale', 'kept'] }) status!: 'available' | 'held' | 'sold' | 'not_for_sale' | 'kept';
  @ApiProperty({ type: SeatHolderResponse, nullable: true, description: 'Who sits there, once sold (as the guest list shows them)' }) holder!: SeatHolderResponse | null;
}
