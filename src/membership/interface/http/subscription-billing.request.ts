import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The subscribe form (a browser form post, application/x-www-form-urlencoded). */
export class SubscribeFormRequest {
  @ApiProperty({ format: 'uuid' }) @IsOptional() @IsString() price_id?: string;
  @ApiProperty({ format: 'uuid' }) @IsOptional() @IsString() owner_id?: string;
  @ApiProperty({ format: 'uuid', description: "The signed-in user's id" }) @IsOptional() @IsString() user_id?: string;
  @ApiPropertyOptional({ description: 'Sent by the form; ignored' }) @IsOptional() @IsString() utf8?: string;
  @ApiPropertyOptional({ description: 'A path of this site to come back to (anything else becomes /)' }) @IsOptional() @IsString() @MaxLength(2000) redirect_to?: string;
}

/** The manage form (a browser form post, application/x-www-form-urlencoded). */
export class ManageFormRequest {
  @ApiProperty({ format: 'uuid' }) @IsOptional() @IsString() owner_id?: string;
  @ApiProperty({ format: 'uuid', description: "The signed-in user's id" }) @IsOptional() @IsString() user_id?: string;
  @ApiPropertyOptional({ description: 'Sent by the form; ignored' }) @IsOptional() @IsString() utf8?: string;
  @ApiPropertyOptional({ description: "A path of this site the portal links back to; the owner's membership page when absent" })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  redirect_to?: string;
}

export class CompleteDemoSessionRequest {
  @ApiProperty({ description: 'A test card: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined' }) @IsString({ message: 'Your card number is incorrect.' }) cardNumber!: string;
}

export class DemoSubscriptionActionRequest {
  @ApiPropertyOptional({ format: 'uuid', description: 'The new price (change_price only)' }) @IsOptional() @IsString() priceId?: string;
}

export class DemoSubscriptionsQuery {
  @ApiProperty({ format: 'uuid' }) @IsString({ message: 'ownerId is required' }) ownerId!: string;
}
