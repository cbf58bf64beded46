import { ApiProperty } from '@nestjs/swagger';
import { CategoryResponse } from './events.response.js';

export class EventCardOwnerResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() username!: string;
  @ApiProperty({ enum: ['user', 'school'] }) type!: 'user' | 'school';
  @ApiProperty({ type: String, nullable: true, description: 'Where the avatar is served' }) avatar!: string | null;
}

export class EventCardCollaboratorResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['user', 'school'] }) type!: 'user' | 'school';
  @ApiProperty() username!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Where the avatar is served' }) avatarThumbnail!: string | null;
}

export class EventCardNextEventResponse {
  @ApiProperty({ format: 'uuid', description: 'The date' }) id!: string;
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
  @ApiProperty({ format: 'date-time', type: String, nullable: true }) endsAt!: string | null;
  @ApiProperty({ description: 'Tickets sold for the date' }) registrationsCount!: number;
}

export class EventCardLastEventResponse {
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
}

export class EventCardLocationResponse {
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
}

/** Seed 000 §3 "Event card". */
export class EventCardResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: "The event page: '/event/{id}'" }) url!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Where the poster is served' }) poster!: string | null;
  @ApiProperty() timezone!: string;
  @ApiProperty({ type: EventCardOwnerResponse }) owner!: EventCardOwnerResponse;
  @ApiProperty({ type: [EventCardCollaboratorResponse] }) collaborators!: EventCardCollaboratorResponse[];
  @ApiProperty({ type: EventCardNextEventResponse, nullable: true, description: 'The next date still to come' }) nextEvent!: EventCardNextEventResponse | null;
  @ApiProperty({ type: EventCardLastEventResponse, nullable: true, description: 'The date that starts last' }) lastEvent!: EventCardLastEventResponse | null;
  @ApiProperty({ description: 'Dates still to come' }) futureEventCount!: number;
  @ApiProperty({ type: EventCardLocationResponse, nullable: true, description: "null: 'To Be Announced'" }) location!: EventCardLocationResponse | null;
  @ApiProperty({ enum: ['tba', 'other'] }) locationSetting!: 'tba' | 'other';
  @ApiProperty({ description: 'Sells online (streaming) tickets' }) online!: boolean;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ type: CategoryResponse, nullable: true }) category!: CategoryResponse | null;
}

export class EventCardsResponse {
  @ApiProperty({ type: [EventCardResponse] }) data!: EventCardResponse[];
  @ApiProperty() totalCount!: number;
  @ApiProperty() page!: number;
  @ApiProperty() perPage!: number;
}

export class ProfileEventsResponse {
  @ApiProperty({ type: [EventCardResponse] }) data!: EventCardResponse[];
  @ApiProperty() totalCount!: number;
}
