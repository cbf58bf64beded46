import { ApiProperty } from '@nestjs/swagger';

/** `{ message }`: the seeds' error object (and some success replies). */
export class MessageResponse {
  @ApiProperty() message!: string;
}
