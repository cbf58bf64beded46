import { ApiProperty } from '@nestjs/swagger';
import { currencyProperty } from '../../../shared/http/api-currency.js';
import { PaymentRequestResponse } from './orders.response.js';

export class DonationVideoResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
}

export class VideoDonationResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['pending', 'paid', 'failed'], description: 'pending until the payment succeeds (a declined card may be followed by another)' }) status!: 'pending' | 'paid' | 'failed';
  @ApiProperty({ description: 'Minor units' }) amount!: number;
  @ApiProperty(currencyProperty({ description: "The video owner's currency" })) currency!: string;
  @ApiProperty({ type: DonationVideoResponse }) video!: DonationVideoResponse;
  @ApiProperty({ type: PaymentRequestResponse, description: 'What the browser needs to pay: the demo card form, or the Stripe Payment Element on the owner’s account' }) payment!: PaymentRequestResponse;
}
