import type pg from 'pg';
import type { Clock } from '../../shared/clock.js';
import { MailOutbox, type MailOutboxLogger } from '../../shared/mail/mail-outbox.js';
import type { Mailer } from '../../shared/mail/mailer.port.js';
import { membershipEmail, needsClaimLink, type MailOwner } from '../application/send-membership-email/membership-email.js';
import type { SubscriptionSnapshot } from '../contracts/subscription-events.js';
import { HmacClaimTokens } from './hmac-claim-tokens.adapter.js';

interface Claimed {
  subscription_id: string;
  subscription: SubscriptionSnapshot;
  attempts: number;
}

/**
 * Sends the membership mails the projection queued in `membership.emails`, oldest first, by the outbox's
 * leases and retries, with the owner's name and the tier's thank-you text as they are when sent, and the
 * signed claim link for an invited member without an account.
 */
export class MembershipEmailSender extends MailOutbox<Claimed> {
  private readonly claimTokens: HmacClaimTokens;

  constructor(pool: pg.Pool, clock: Clock, logger?: MailOutboxLogger) {
    super(
      { table: 'membership.emails', id: 'subscription_id', orderBy: 'created_at', columns: ['subscription'], noun: 'membership e-mail', logKey: 'subscriptionId' },
      pool,
      clock,
      logger,
    );
    this.claimTokens = new HmacClaimTokens(pool);
  }

  protected async send({ subscription }: Claimed, mailer: Mailer, siteUrl: string): Promise<void> {
    const { rows } = await this.pool.query<MailOwner & { email_text: string | null }>(
      `SELECT p.name, p.type, p.username, t.email_text FROM accounts.profiles p LEFT JOIN membership.tiers t ON t.id = $2 WHERE p.id = $1`,
      [subscription.ownerId, subscription.tierId],
    );
    const found = rows[0];
    if (!found) throw new Error(`Owner ${subscription.ownerId} not found`);
    const claimToken = needsClaimLink(subscription) ? await this.claimTokens.sign(subscription.subscriptionId) : null;
    await mailer.send(membershipEmail(subscription, found, found.email_text ?? '', siteUrl, claimToken));
  }
}
