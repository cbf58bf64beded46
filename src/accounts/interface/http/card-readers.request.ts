import { ApiExtension, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsNumber, IsObject, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { ADDRESS_SEARCH_MIN_LENGTH, CARD_READER_COUNTRY, CARD_READER_MESSAGES, TEXT_MAX_LENGTH } from '../../domain/card-reader-rules.js';

const { name, pairingCode, required, specificAddress, address, incomplete, notConnected } = CARD_READER_MESSAGES;
const CARD_READER_FORM_MESSAGES = { name, pairingCode, required, specificAddress, address, incomplete, notConnected };
const OWNER = { format: 'uuid' } as const;
const TEXT = { maxLength: TEXT_MAX_LENGTH, description: 'Trimmed; required' } as const;

/** A venue's address as the address search gave it, with the venue's name and apartment (or suite). */
export class LocationRequest {
  @ApiProperty({ ...TEXT, description: 'Venue name; required', example: 'Riverside Hall' }) @IsOptional() @IsString({ message: CARD_READER_MESSAGES.required }) name?: string;
  @ApiProperty({ ...TEXT, description: 'Street number and street', example: '350 5th Ave' }) @IsOptional() @IsString({ message: CARD_READER_MESSAGES.address }) address?: string;
  @ApiProperty({ ...TEXT, description: 'Apartment, suite or floor; required', example: 'Suite 300' }) @IsOptional() @IsString({ message: CARD_READER_MESSAGES.required }) apartment?: string;
  @ApiProperty({ ...TEXT, example: 'New York' }) @IsOptional() @IsString({ message: CARD_READER_MESSAGES.address }) city?: string;
  @ApiProperty({ ...TEXT, example: 'New York' }) @IsOptional() @IsString({ message: CARD_READER_MESSAGES.address }) state?: string;
  @ApiProperty({ ...TEXT, example: 'NY' }) @IsOptional() @IsString({ message: CARD_READER_MESSAGES.address }) stateCode?: string;
  @ApiProperty({ ...TEXT, example: '10118' }) @IsOptional() @IsString({ message: CARD_READER_MESSAGES.address }) zipcode?: string;
  @ApiProperty({ enum: [CARD_READER_COUNTRY], description: 'Card readers are registered in the US only' })
  @IsOptional()
  @IsIn([CARD_READER_COUNTRY], { message: CARD_READER_MESSAGES.address })
  country?: string;
  @ApiPropertyOptional({ type: Number, nullable: true, example: 40.7484 }) @IsOptional() @IsNumber({}, { message: CARD_READER_MESSAGES.address }) lat?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true, example: -73.9857 }) @IsOptional() @IsNumber({}, { message: CARD_READER_MESSAGES.address }) long?: number | null;
}

/** The form's rules as data for the web: every message of seed 001 §5 'Card reader', and where the address search starts. */
@ApiExtension('x-messages', CARD_READER_FORM_MESSAGES)
@ApiExtension('x-address-search-min-length', ADDRESS_SEARCH_MIN_LENGTH)
@ApiExtension('x-country', CARD_READER_COUNTRY)
export class AddLocationRequest {
  @ApiProperty(OWNER) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
  @ApiProperty({ type: LocationRequest })
  @IsObject({ message: CARD_READER_MESSAGES.address })
  @ValidateNested()
  @Type(() => LocationRequest)
  location!: LocationRequest;
}

@ApiExtension('x-messages', CARD_READER_FORM_MESSAGES)
export class AddCardReaderRequest {
  @ApiProperty(OWNER) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
  @ApiProperty({ ...TEXT, description: 'The card reader name', example: 'Front desk' }) @IsOptional() @IsString({ message: CARD_READER_MESSAGES.name }) name?: string;
  @ApiProperty({ format: 'uuid', description: 'A location of the owner (POST /v1/profile_management/locations)' }) @IsOptional() @IsString() locationId?: string;
  @ApiProperty({ ...TEXT, description: "The code the reader shows for pairing (Stripe's registration code, e.g. simulated-wpe)", example: 'simulated-wpe' })
  @IsOptional()
  @IsString({ message: CARD_READER_MESSAGES.pairingCode })
  pairingCode?: string;
}

export class CardReadersQuery {
  @ApiProperty(OWNER) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
}

export class PlacesAutocompleteQuery {
  @ApiProperty({ description: `What was typed; fewer than ${ADDRESS_SEARCH_MIN_LENGTH} characters (trimmed) answer no suggestions`, example: '350 5th Ave', maxLength: 200 })
  @IsString({ message: CARD_READER_MESSAGES.address })
  @MaxLength(200, { message: CARD_READER_MESSAGES.address })
  input!: string;
}
