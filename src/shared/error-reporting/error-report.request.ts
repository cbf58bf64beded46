import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsIn, IsInt, IsOptional, IsString, IsUUID, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { currencyProperty } from '../http/api-currency.js';
import { CURRENCY_CODES } from '../money.js';

export const ERROR_REPORT_TYPES = ['payment', 'unhandled'] as const;
export const PAYMENT_RESULTS = ['tryAgain', 'failed'] as const;

class OrderSummaryLineRequest {
  @ApiProperty({ description: 'Ticket type name' }) @IsString() @MaxLength(100) name!: string;
  @ApiProperty() @IsInt() @Min(0) quantity!: number;
  @ApiProperty({ description: 'Price of one ticket, minor units' }) @IsInt() @Min(0) price!: number;
}

/** The order of a failed payment: what was bought, never how it was paid. */
class OrderSummaryRequest {
  @ApiProperty({ format: 'uuid' }) @IsUUID() id!: string;
  @ApiProperty({ description: 'Total, minor units' }) @IsInt() @Min(0) amount!: number;
  @ApiProperty(currencyProperty()) @IsIn(CURRENCY_CODES) currency!: string;
  @ApiProperty({ type: [OrderSummaryLineRequest] }) @IsArray() @ArrayMaxSize(30) @ValidateNested({ each: true }) @Type(() => OrderSummaryLineRequest) lines!: OrderSummaryLineRequest[];
}

class ErrorReportUserRequest {
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() id?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(254) email?: string;
}

/** Seed 000 §7 "Payment error report" (error type payment, orderSummary, url, user), and the web app's unhandled errors. */
export class ErrorReportRequest {
  @ApiProperty({ enum: ERROR_REPORT_TYPES, enumName: 'ErrorReportType' }) @IsIn(ERROR_REPORT_TYPES) type!: (typeof ERROR_REPORT_TYPES)[number];
  @ApiProperty({ description: "The error's message" }) @IsString() @MaxLength(1000) message!: string;
  @ApiPropertyOptional({ description: "The error's stack in the browser" }) @IsOptional() @IsString() @MaxLength(4000) stack?: string;
  @ApiProperty({ description: 'The page where it happened' }) @IsString() @MaxLength(2000) url!: string;
  @ApiPropertyOptional({ enum: PAYMENT_RESULTS, description: 'A payment: tryAgain (the payer may use another card) or failed' })
  @ValidateIf((report: ErrorReportRequest) => report.type === 'payment')
  @IsIn(PAYMENT_RESULTS)
  paymentResult?: (typeof PAYMENT_RESULTS)[number];
  @ApiPropertyOptional({ type: OrderSummaryRequest, description: 'Required for a payment' })
  @ValidateIf((report: ErrorReportRequest) => report.type === 'payment')
  @IsDefined({ message: 'orderSummary is required for a payment' })
  @ValidateNested()
  @Type(() => OrderSummaryRequest)
  orderSummary?: OrderSummaryRequest;
  @ApiPropertyOptional({ type: ErrorReportUserRequest, description: 'The signed-in user' }) @IsOptional() @ValidateNested() @Type(() => ErrorReportUserRequest) user?: ErrorReportUserRequest;
}
