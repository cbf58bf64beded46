import { Command } from '@nestjs/cqrs';

export interface AcceptedVideoInvitation {
  video: { id: string; title: string };
}

/**
 * The signed-in user opened the link of a collaborator invitation e-mail: the token proves the mail reached
 * them, so they become a collaborator of the video and the invitation is used up.
 */
export class AcceptVideoInvitationCommand extends Command<AcceptedVideoInvitation> {
  constructor(
    readonly userId: string,
    readonly token: string,
  ) {
    super();
  }
}
