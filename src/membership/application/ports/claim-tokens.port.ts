/**
 * The claim link of a member added by hand: `<subscriptionId>.<signature>`, signed with the installation's
 * key, so whoever opens the invitation e-mail (and only they) may link the membership to their account.
 */
export abstract class ClaimTokens {
  abstract sign(subscriptionId: string): Promise<string>;
  /** The subscription id of a genuine token; null for a forged, altered or malformed one. */
  abstract verify(token: string): Promise<string | null>;
}
