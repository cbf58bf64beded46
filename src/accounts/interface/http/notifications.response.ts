import { ApiProperty } from '@nestjs/swagger';

export class NotificationUserResponse {
  @ApiProperty({ type: String, nullable: true }) avatar!: string | null;
  @ApiProperty({ example: 'Sam Rivera' }) name!: string;
}

/** Seed 000 §3 "Notification". */
export class NotificationResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'Read by the caller' }) read!: boolean;
  @ApiProperty({
    description: 'HTML built from escaped names and relative links',
    example: '<b>Sam Rivera</b> bought 2 tickets to <a href="/event/6f1c…">Late Night Jazz</a>',
  })
  content!: string;
  @ApiProperty({ enum: ['social', 'business'], enumName: 'NotificationKind', description: 'Business notifications also show as a passing message' })
  kind!: 'social' | 'business';
  @ApiProperty({ type: NotificationUserResponse, description: 'The profile that acted, as it is now; the site for its own notifications' })
  user!: NotificationUserResponse;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}
