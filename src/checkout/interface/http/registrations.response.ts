import { ApiProperty } from '@nestjs/swagger';
import { CustomUserListDataResponse } from './tickets.response.js';

export class GuestsAddedResponse {
  @ApiProperty({ format: 'uuid' }) orderId!: string;
  @ApiProperty({ type: [String], description: 'The new registrations (tickets)' }) registrationIds!: string[];
  @ApiProperty({ example: 'Guest(s) added successfully!' }) message!: string;
}

export class RegistrationRowResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ description: 'Empty for a guest added without an e-mail' }) email!: string;
  @ApiProperty() ticket!: string;
  @ApiProperty({ format: 'uuid' }) ticketTypeId!: string;
  @ApiProperty({ type: String, nullable: true }) seat!: string | null;
  @ApiProperty({ enum: ['active', 'checked_in', 'canceled', 'refunded'] }) status!: 'active' | 'checked_in' | 'canceled' | 'refunded';
  @ApiProperty({ type: String, nullable: true, description: 'stripe, demo, terminal (card reader), cash or free' }) paymentMethod!: string | null;
  @ApiProperty({ description: "'Comp (Free)' for free, 'Card reader' for terminal, 'Cash' for cash, 'N/A' when missing" }) paymentType!: string;
  @ApiProperty({ format: 'uuid' }) orderId!: string;
  @ApiProperty({ format: 'uuid' }) eventDateId!: string;
  @ApiProperty() checkedIn!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) checkedInAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class RegistrationListResponse {
  @ApiProperty({ type: [RegistrationRowResponse] }) data!: RegistrationRowResponse[];
  @ApiProperty() page!: number;
  @ApiProperty() perPage!: number;
  @ApiProperty() totalCount!: number;
}

export class BuyerRegistrationResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: "The holder's name" }) name!: string;
  @ApiProperty({ description: 'The ticket type' }) ticket!: string;
  @ApiProperty({ enum: ['active', 'checked_in', 'canceled', 'refunded'] }) status!: 'active' | 'checked_in' | 'canceled' | 'refunded';
  @ApiProperty({ enum: ['in-person', 'online'] }) attendanceType!: 'in-person' | 'online';
  @ApiProperty() transferAllowed!: boolean;
  @ApiProperty() cancelAllowed!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Who the ticket was passed on to, when it is no longer yours' }) transferredTo!: string | null;
  @ApiProperty({ format: 'uuid' }) orderItemId!: string;
  @ApiProperty({ format: 'uuid' }) orderId!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: "The date's broadcast for an online ticket (its viewer page is /b/{broadcastId})" })
  broadcastId!: string | null;
  @ApiProperty({ type: CustomUserListDataResponse, nullable: true, description: "A list ticket the viewer bought as listed: the viewer's share code and the tickets it still buys; null otherwise" })
  customUserListData!: CustomUserListDataResponse | null;
}

export class TicketGroupResponse {
  @ApiProperty({ format: 'uuid' }) eventId!: string;
  @ApiProperty({ format: 'uuid' }) eventDateId!: string;
  @ApiProperty() eventName!: string;
  @ApiProperty({ type: String, nullable: true }) thumbnail!: string | null;
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
  @ApiProperty() timezone!: string;
  @ApiProperty({ type: [BuyerRegistrationResponse] }) registrations!: BuyerRegistrationResponse[];
}

export class TicketGroupListResponse {
  @ApiProperty({ type: [TicketGroupResponse] }) data!: TicketGroupResponse[];
  @ApiProperty() page!: number;
  @ApiProperty() perPage!: number;
  @ApiProperty() totalCount!: number;
}

export class RegistrationOrderResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) orderId!: string;
}
