import { ApiProperty } from '@nestjs/swagger';

export class InvitedVideoResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
}

export class AcceptedVideoInvitationResponse {
  @ApiProperty({ type: InvitedVideoResponse, description: 'The video the caller is now a collaborator of' }) video!: InvitedVideoResponse;
}
