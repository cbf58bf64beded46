import { Command } from '@nestjs/cqrs';
import type { FeatureFlag } from '../../domain/feature-flags.js';
import type { AdminAccountView } from '../account-views.js';

/** A site admin turns one of an account's feature flags on or off. */
export class SetFeatureFlagCommand extends Command<AdminAccountView> {
  constructor(
    readonly actorId: string,
    readonly accountId: string,
    readonly flag: FeatureFlag,
    readonly enabled: boolean,
  ) {
    super();
  }
}
