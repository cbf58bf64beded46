import { ApiProperty } from '@nestjs/swagger';

class TicketLocationResponse {
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
}

class TicketEventResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
  @ApiProperty({ format: 'date-time', type: String, nullable: true }) endsAt!: string | null;
  @ApiProperty({ format: 'date-time', type: String, nullable: true, description: 'Doors open' }) doorTime!: string | null;
  @ApiProperty({ description: "The event's time zone (IANA)" }) timezone!: string;
  @ApiProperty({ enum: ['tba', 'other'], description: "tba: the location is 'To be announced'" }) locationSetting!: 'tba' | 'other';
  @ApiProperty({ type: TicketLocationResponse, nullable: true }) location!: TicketLocationResponse | null;
  @ApiProperty({ type: String, nullable: true }) poster!: string | null;
}

export class OrderAnswerResponse {
  @ApiProperty() title!: string;
  @ApiProperty({ description: "The answer; terms as 'Agreed on …' or 'Rejected on …'; 'No answer provided' when left blank" }) answer!: string;
}

/** Seed 002 §3: a listed buyer's share code for a list ticket, and how many tickets it still buys others. */
export class CustomUserListDataResponse {
  @ApiProperty({ description: 'Tickets the share code still buys' }) count!: number;
  @ApiProperty({ description: 'The share code others enter at checkout (customUserListsCodes)' }) shareCode!: string;
}

export class TicketResponse {
  @ApiProperty({ format: 'uuid', description: 'The registration id' }) id!: string;
  @ApiProperty() eventName!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ description: "The ticket type's name" }) ticket!: string;
  @ApiProperty({ type: String, nullable: true }) seat!: string | null;
  @ApiProperty({ description: 'The signed payload the QR code carries, verified at check-in' }) qrCode!: string;
  @ApiProperty({ description: 'The QR code image: /api/qr-code?url=…&color=…' }) qrCodeUrl!: string;
  @ApiProperty({ type: TicketEventResponse }) event!: TicketEventResponse;
  @ApiProperty() refundsAllowed!: boolean;
  @ApiProperty({ type: [OrderAnswerResponse] }) orderAnswers!: OrderAnswerResponse[];
  @ApiProperty({ enum: ['active', 'checked_in', 'canceled', 'refunded'] }) status!: 'active' | 'checked_in' | 'canceled' | 'refunded';
  @ApiProperty({ type: CustomUserListDataResponse, nullable: true, description: "A list ticket the listed buyer bought: the buyer's share code; null otherwise" })
  customUserListData!: CustomUserListDataResponse | null;
}
