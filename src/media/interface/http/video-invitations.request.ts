import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { INVITATION_MESSAGES } from '../../domain/collaborator-invitation.js';

export class AcceptVideoInvitationRequest {
  @ApiProperty({ description: 'The `invitation` parameter of the link in the invitation e-mail' })
  @IsString({ message: INVITATION_MESSAGES.noLongerValid })
  @MaxLength(200, { message: INVITATION_MESSAGES.noLongerValid })
  token!: string;
}
