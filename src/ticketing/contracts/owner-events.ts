/** What other contexts may ask of an owner's events as a whole (the accounts context, when an account is deleted). */
export abstract class OwnerEvents {
  /**
   * Takes every event of the owner off sale (unpublished), so nothing more is sold; sold tickets, orders,
   * check-ins and reports stay as they are. Answers how many events were on sale.
   */
  abstract closeOwnerEvents(ownerId: string): Promise<number>;
}
