import { ApiProperty } from '@nestjs/swagger';
import { CARD_READER_COUNTRY } from '../../domain/card-reader-rules.js';

export class LocationCreatedResponse {
  @ApiProperty({ format: 'uuid', description: 'The locationId to register card readers at' }) id!: string;
}

export class CardReaderCreatedResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ example: 'WSC513-DEMO-1A2B3C4D' }) stripeSerialNumber!: string;
}

export class CardReaderResponse extends CardReaderCreatedResponse {
  @ApiProperty({ description: "The payment provider's reader id (Stripe tmr_…)" }) stripeReaderId!: string;
}

export class PlaceSuggestionResponse {
  @ApiProperty({ example: '350 5th Ave, New York, NY 10118, USA' }) description!: string;
  @ApiProperty() placeId!: string;
}

export class PlaceAddressResponse {
  @ApiProperty({ description: 'Street number and street', example: '350 5th Ave' }) address!: string;
  @ApiProperty({ example: 'New York' }) city!: string;
  @ApiProperty({ example: 'New York' }) state!: string;
  @ApiProperty({ example: 'NY' }) stateCode!: string;
  @ApiProperty({ example: '10118' }) zipcode!: string;
  @ApiProperty({ enum: [CARD_READER_COUNTRY] }) country!: 'US';
  @ApiProperty({ type: Number, nullable: true }) lat!: number | null;
  @ApiProperty({ type: Number, nullable: true }) long!: number | null;
}
