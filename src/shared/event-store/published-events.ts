/** An event of a published type as the event store gives it back. */
export interface StoredEvent {
  type: string;
  data: unknown;
  metadata?: Record<string, unknown>;
}

/** Per type, the upcaster of each older version n: turns data of version n into data of version n + 1. */
export type Upcasters<T extends string> = { readonly [K in T]?: Readonly<Record<number, (data: never) => object>> };

/**
 * The versions of a published event contract (`order`, `subscription`): each type's current version is
 * stored in the event's `metadata.schemaVersion` when it is appended (absent: version 1), and an event
 * stored in an older version is brought up to the current shape by the type's upcasters when read.
 */
export function publishedEventVersions<T extends string>(contract: string, versions: Readonly<Record<T, number>>, upcasters: Upcasters<T>) {
  const isPublished = (type: string): type is T => Object.hasOwn(versions, type);
  return {
    isPublished,
    /** The metadata to append with an event of a published type: its current version. */
    metadata: (type: T) => ({ schemaVersion: versions[type] }),
    /**
     * The stored event in its current shape, however old the version it was stored in. Throws for a type
     * outside the contract and for a version newer than this code knows (the reader must be deployed before
     * the writer of a new version).
     */
    read(stored: StoredEvent): { type: T; data: object } {
      const { type } = stored;
      if (!isPublished(type)) throw new Error(`${type} is not a published ${contract} event`);
      const current = versions[type];
      const version = stored.metadata?.schemaVersion ?? 1;
      if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > current) {
        throw new Error(`${type} version ${String(version)} cannot be read: the current version is ${current}`);
      }
      let data = stored.data as object;
      for (let from = version; from < current; from++) {
        const upcast = upcasters[type]?.[from];
        if (!upcast) throw new Error(`${type} has no upcaster from version ${from}`);
        data = upcast(data as never);
      }
      return { type, data };
    },
  };
}
