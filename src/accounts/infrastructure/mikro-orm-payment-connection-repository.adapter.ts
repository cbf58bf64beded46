import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PaymentConnections } from '../application/ports/payment-connection-repository.port.js';
import type { PaymentConnection } from '../domain/payouts.js';
import { asCurrency, type Currency } from '../../shared/money.js';
import { ProfileEntity, UserEntity } from './account.entities.js';

/** The payment connection kept on a profile; a user's sign-in e-mail with it. */
export async function paymentConnectionOf(em: EntityManager, where: { id: string } | { stripeAccountId: string }): Promise<PaymentConnection | null> {
  const profile = await em.findOne(ProfileEntity, where);
  if (!profile) return null;
  const user = profile.type === 'User' ? await em.findOne(UserEntity, { id: profile.id }, { fields: ['email'] }) : null;
  return {
    ownerId: profile.id,
    ownerType: profile.type,
    email: user?.email ?? null,
    accountId: profile.stripeAccountId,
    chargesEnabled: profile.stripeChargesEnabled,
    payoutsEnabled: profile.stripePayoutsEnabled,
    stateAt: profile.stripeAccountUpdatedAt,
    currency: asCurrency(profile.currency),
  };
}

@Injectable()
export class MikroOrmPaymentConnections extends PaymentConnections {
  constructor(private readonly em: EntityManager) {
    super();
  }

  find(ownerId: string): Promise<PaymentConnection | null> {
    return paymentConnectionOf(this.em.fork(), { id: ownerId });
  }

  findByAccount(accountId: string): Promise<PaymentConnection | null> {
    return paymentConnectionOf(this.em.fork(), { stripeAccountId: accountId });
  }

  async connect(ownerId: string, accountId: string): Promise<void> {
    // A new account starts unable to charge; its state comes from the provider.
    await this.em
      .fork()
      .nativeUpdate(
        ProfileEntity,
        { id: ownerId, $or: [{ stripeAccountId: null }, { stripeAccountId: { $ne: accountId } }] },
        { stripeAccountId: accountId, stripeChargesEnabled: false, stripePayoutsEnabled: false, stripeAccountUpdatedAt: null },
      );
  }

  async recordState(ownerId: string, accountId: string, state: { chargesEnabled: boolean; payoutsEnabled: boolean }, at: Date): Promise<boolean> {
    // One conditional statement: of two racing events, the newer one's state stays (see isNewerState).
    const changed = await this.em.fork().nativeUpdate(
      ProfileEntity,
      { id: ownerId, stripeAccountId: accountId, $or: [{ stripeAccountUpdatedAt: null }, { stripeAccountUpdatedAt: { $lt: at } }] },
      { stripeChargesEnabled: state.chargesEnabled, stripePayoutsEnabled: state.payoutsEnabled, stripeAccountUpdatedAt: at },
    );
    return changed === 1;
  }

  async disconnect(ownerId: string): Promise<void> {
    await this.em.fork().nativeUpdate(ProfileEntity, { id: ownerId }, { stripeAccountId: null, stripeChargesEnabled: false, stripePayoutsEnabled: false, stripeAccountUpdatedAt: null });
  }

  async setCurrency(ownerId: string, currency: Currency): Promise<void> {
    await this.em.fork().nativeUpdate(ProfileEntity, { id: ownerId }, { currency });
  }
}
