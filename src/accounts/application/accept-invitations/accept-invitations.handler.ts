import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeEmail } from '../../domain/account-rules.js';
import { TeamRepository } from '../ports/team-repository.port.js';
import { AcceptInvitationsCommand } from './accept-invitations.command.js';

/**
 * Invitations go to an e-mail address, and sign-up does not prove one owns an address: the link's token does.
 * So a token for a pending invitation to the user's own e-mail accepts every pending invitation to it; a
 * token that is unknown, cancelled, replaced or for another address accepts nothing (and refuses nothing).
 */
@CommandHandler(AcceptInvitationsCommand)
export class AcceptInvitationsHandler implements ICommandHandler<AcceptInvitationsCommand> {
  constructor(private readonly team: TeamRepository) {}

  execute({ userId, email, token }: AcceptInvitationsCommand): Promise<number> {
    if (!token.trim()) return Promise.resolve(0);
    return this.team.acceptInvitations(userId, normalizeEmail(email), token.trim());
  }
}
