import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SignUpCommand } from './accounts/application/sign-up/sign-up.command.js';
import { CreateOrganizationCommand } from './accounts/application/create-organization/create-organization.command.js';

/** The demo accounts the README lists. */
export const DEMO_ACCOUNTS = {
  admin: { name: 'Ada Admin', username: 'admin', email: 'admin@limelight.example', password: 'limelight-admin' },
  organizer: { name: 'Maya Lind', username: 'maya', email: 'maya@limelight.example', password: 'limelight-demo' },
  buyer: { name: 'Sam Rivera', username: 'sam', email: 'sam@limelight.example', password: 'limelight-demo' },
  organization: { name: 'Riverside Arts Collective', username: 'riverside' },
} as const;

/**
 * Seeds the demo data once, through the same commands users go through. A second start finds the
 * site admin and leaves everything as it is.
 */
export async function seedDemoData(app: INestApplication): Promise<boolean> {
  const connection = app.get(MikroORM).em.fork().getConnection();
  const existing = await connection.execute<{ id: string }[]>('SELECT id FROM accounts.users WHERE email = ?', [DEMO_ACCOUNTS.admin.email]);
  if (existing.length > 0) return false;
  const commands = app.get(CommandBus);
  const { admin, organizer, buyer, organization } = DEMO_ACCOUNTS;
  await commands.execute(new SignUpCommand(admin.name, admin.username, admin.email, admin.password, true));
  const maya = await commands.execute(new SignUpCommand(organizer.name, organizer.username, organizer.email, organizer.password));
  await commands.execute(new SignUpCommand(buyer.name, buyer.username, buyer.email, buyer.password));
  const riverside = await commands.execute(new CreateOrganizationCommand(maya.userId, organization.name, organization.username));
  // The Developer Zone is behind a per-owner flag; the demo organizer and organization have it on.
  await connection.execute('UPDATE accounts.profiles SET developer_zone = true WHERE id IN (?, ?)', [maya.userId, riverside.id]);
  return true;
}
