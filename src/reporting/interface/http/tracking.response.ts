import { ApiProperty } from '@nestjs/swagger';
import { currencyProperty } from '../../../shared/http/api-currency.js';

export class PurchaseTrackingResponse {
  @ApiProperty({ description: 'True for exactly one call per order (the page then sends Purchase to the pixels); false on every later call and for orders added by the organizer' })
  send!: boolean;
  @ApiProperty({ description: 'What the buyer paid, in minor units of currency (pixels take major units)' }) value!: number;
  @ApiProperty(currencyProperty()) currency!: string;
  @ApiProperty({ format: 'uuid' }) eventId!: string;
}
