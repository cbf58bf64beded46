import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { isInvitation, TEAM_MESSAGES } from '../../domain/team.js';
import { TeamRepository } from '../ports/team-repository.port.js';
import { requireOrganization } from '../team-owner.js';
import { ResendInvitationCommand } from './resend-invitation.command.js';

/** Sends a pending invitation again with a new link; the earlier link stops working. */
@CommandHandler(ResendInvitationCommand)
export class ResendInvitationHandler implements ICommandHandler<ResendInvitationCommand> {
  constructor(private readonly team: TeamRepository) {}

  async execute({ ownerId, id }: ResendInvitationCommand): Promise<{ message: string }> {
    await requireOrganization(this.team, ownerId);
    const row = isUuid(id) ? await this.team.find(ownerId, id) : null;
    if (!row || !isInvitation(row)) throw notFound(TEAM_MESSAGES.invitationNotFound);
    if (!(await this.team.reissueInvitation(ownerId, id))) throw notFound(TEAM_MESSAGES.invitationNotFound);
    return { message: TEAM_MESSAGES.resent };
  }
}
