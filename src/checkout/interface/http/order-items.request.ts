import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class ChangeTicketSeatRequest {
  @ApiProperty({ description: 'The label of a free seat (or one kept for guests) of the same date, of a category the ticket type sells' })
  @IsString({ message: 'seatLabel is required' })
  @IsNotEmpty({ message: 'seatLabel is required' })
  @MaxLength(300)
  seatLabel!: string;
}
