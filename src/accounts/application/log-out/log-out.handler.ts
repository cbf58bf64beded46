import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionStore } from '../ports/session-store.port.js';
import { LogOutCommand } from './log-out.command.js';

@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand> {
  constructor(private readonly sessions: SessionStore) {}

  async execute(command: LogOutCommand): Promise<void> {
    await this.sessions.revoke(command.sessionId);
  }
}
