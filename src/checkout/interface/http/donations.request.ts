import { ApiProperty } from '@nestjs/swagger';
import { IsNumber, IsString } from 'class-validator';
import { DONATION_MAX, DONATION_MIN } from '../../domain/donation.js';

export class DonateToVideoRequest {
  @ApiProperty({ format: 'uuid' }) @IsString({ message: 'videoId is required' }) videoId!: string;
  @ApiProperty({
    type: 'integer',
    minimum: DONATION_MIN,
    maximum: DONATION_MAX,
    description: "Minor units of the owner's currency (the watch page's donations.currency), a whole number; outside the range: 'Please enter an amount from {min} to {max}.'",
  })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Please enter an amount' })
  amount!: number;
}
