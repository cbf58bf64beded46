/**
 * Port: small keys with a time to live, shared by every API process (which purchase has been reported to
 * the tracking pixels). A key whose time is up counts as absent.
 */
export abstract class KeyValueStore {
  /**
   * Stores `value` under `key` for `ttlSeconds` unless the key is already there (and not expired). True when
   * this call stored it: of calls made at the same moment for one key, exactly one gets true.
   */
  abstract putIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
}
