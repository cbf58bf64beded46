import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';

export const QR_TEXT_MAX = 1000;

export class CheckInRequest {
  @ApiProperty({ description: "The scanned QR code's payload" })
  @MaxLength(200, { message: 'Invalid ticket' })
  @MinLength(1, { message: 'code is required' })
  @IsString({ message: 'code is required' })
  code!: string;
}

export class QrCodeQuery {
  @ApiProperty({ description: 'The text the QR code carries', maxLength: QR_TEXT_MAX })
  // Checked bottom-up: first that there is a text at all.
  @MaxLength(QR_TEXT_MAX, { message: `url must be at most ${QR_TEXT_MAX} characters` })
  @MinLength(1, { message: 'url is required' })
  @IsString({ message: 'url is required' })
  url!: string;

  @ApiPropertyOptional({ description: 'Colour of the code, 6 hex digits (default 000000)', example: '000000' })
  @IsOptional()
  @Matches(/^#?[0-9a-fA-F]{6}$/, { message: 'Invalid color' })
  color?: string;
}
