import { ApiProperty } from '@nestjs/swagger';

export class EventCreatorIdResponse {
  @ApiProperty({ format: 'uuid' }) uuid!: string;
}

export class ChatMessageResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['assistant', 'user'] }) role!: 'assistant' | 'user';
  @ApiProperty() content!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class EventCreatorResponse {
  @ApiProperty({ format: 'uuid' }) uuid!: string;
  @ApiProperty({ format: 'uuid' }) ownerId!: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'The draft event the conversation created' }) eventId!: string | null;
  @ApiProperty({ type: [ChatMessageResponse], description: 'Oldest first' }) messages!: ChatMessageResponse[];
}
