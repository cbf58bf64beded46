/**
 * Every PostgreSQL advisory lock key of the application, in one place so that no two uses share a key
 * by accident (test/support/database.ts takes 7_340_112 for the test template).
 */
export const ADVISORY_LOCKS = {
  /** Migrations: one process migrates while the others wait. */
  migrations: 7_340_113,
  /** Creating projection tables and checkpoint rows. */
  projectionTables: 7_340_114,
  /** First key of the per-projection leases, taken with the two-key form (LEASE, hashtext(name)). */
  projectionLease: 7_340_115,
  /** The order expiry sweep: one process at a time. */
  orderSweep: 7_340_116,
  /** Seeding the demo data once. */
  demoSeed: 7_340_117,
  /** First key of a conversation with the event assistant, taken with the two-key form (KEY, hashtext(id)). */
  eventCreatorConversation: 7_340_118,
} as const;
