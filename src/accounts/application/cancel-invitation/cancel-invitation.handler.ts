import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { isInvitation, TEAM_MESSAGES } from '../../domain/team.js';
import { TeamRepository } from '../ports/team-repository.port.js';
import { requireOrganization } from '../team-owner.js';
import { CancelInvitationCommand } from './cancel-invitation.command.js';

/** Withdraws a pending invitation: its link stops working and an unsent e-mail is not sent. */
@CommandHandler(CancelInvitationCommand)
export class CancelInvitationHandler implements ICommandHandler<CancelInvitationCommand> {
  constructor(private readonly team: TeamRepository) {}

  async execute({ ownerId, id }: CancelInvitationCommand): Promise<{ message: string }> {
    await requireOrganization(this.team, ownerId);
    const row = isUuid(id) ? await this.team.find(ownerId, id) : null;
    if (!row || !isInvitation(row)) throw notFound(TEAM_MESSAGES.invitationNotFound);
    if (!(await this.team.remove(ownerId, id))) throw notFound(TEAM_MESSAGES.invitationNotFound);
    return { message: TEAM_MESSAGES.cancelled };
  }
}
