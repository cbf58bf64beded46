import { Command } from '@nestjs/cqrs';

/** The subscribe form's fields (seed 002 §7.1); `redirectTo` is already a path of this site. */
export interface SubscribeForm {
  priceId: string;
  ownerId: string;
  userId: string;
  redirectTo: string;
}

/** A signed-in user starts the provider's checkout of a tier's price; answers where to send the browser. */
export class InitializeSubscriptionSessionCommand extends Command<{ location: string }> {
  constructor(
    readonly userId: string,
    readonly form: SubscribeForm,
  ) {
    super();
  }
}

/** A subscriber opens the provider's portal for their subscription with an owner; answers where to send the browser. */
export class ManageSubscriptionCommand extends Command<{ location: string }> {
  constructor(
    readonly userId: string,
    readonly form: { ownerId: string; userId: string; redirectTo: string | null },
  ) {
    super();
  }
}
