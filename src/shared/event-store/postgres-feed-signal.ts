import pg from 'pg';

/** The channel an append is announced on; the payload lists the event types appended, one a line (empty: any type). */
export const FEED_CHANNEL = 'emt_feed';

/** PostgreSQL refuses payloads of 8000 bytes or more; a longer list is sent empty (wake every reader). */
const PAYLOAD_LIMIT = 7900;
/** How often the horizon is asked while a reader waits for committed events it cannot see yet. */
const HORIZON_POLL_MS = 10;
const RECONNECT_MS = 1000;

/** What wakes one feed (its types), and whether something did since it last read. */
export class FeedWaiter {
  /** Set by a wake-up; the feed clears it before each read, so one arriving during a read is not lost. */
  signalled = false;
  /**
   * Transaction id of the oldest committed event of the feed's types that its last read could not see
   * yet (an older transaction was still open); null when none waits.
   */
  waitingFor: bigint | null = null;
  wake: (() => void) | undefined;

  constructor(readonly types: ReadonlySet<string> | null) {}

  signal(): void {
    this.signalled = true;
    this.wake?.();
  }
}

/**
 * Wakes the PostgreSQL feeds of one process. An append is announced with NOTIFY after it committed, from
 * outside its transaction: a NOTIFY inside the append's transaction would make every append take
 * PostgreSQL's cluster-wide notification lock through its commit (measured here: 13,000 inserts/s without,
 * 3,200/s with). Announcements are coalesced, one in flight at a time, on a connection of their own: in a
 * rush, waiting for one of the pool's held the feeds back by hundreds of milliseconds. Feeds listen on one
 * connection of their own, opened when a feed first waits. As a feed reads only events older than every open
 * transaction, an event it was told about may not be readable yet: while some wait like that, the horizon
 * (`pg_snapshot_xmin`) is polled briefly and the feed woken once it passed them. A slow poll stays as
 * the fallback, for announcements lost with a connection.
 */
export class FeedSignal {
  private readonly waiters = new Set<FeedWaiter>();
  private readonly announced = new Set<string>();
  private announcing = false;
  /** The connection announcements go out on, opened at the first: the pool's may all be busy in a rush. */
  private announcer: Promise<pg.Client> | undefined;
  private listener: pg.Client | undefined;
  private listening = false;
  private reconnect: NodeJS.Timeout | undefined;
  private watchingHorizon = false;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly pool: pg.Pool,
  ) {}

  /** After an append committed: tells every process's feeds of these types. Not awaited by the appender. */
  announce(types: Iterable<string>): void {
    if (this.closed) return;
    for (const type of types) this.announced.add(type);
    if (!this.announcing) void this.sendAnnouncements();
  }

  private async sendAnnouncements(): Promise<void> {
    this.announcing = true;
    try {
      while (this.announced.size && !this.closed) {
        let payload = [...this.announced].join('\n');
        this.announced.clear();
        if (Buffer.byteLength(payload) > PAYLOAD_LIMIT) payload = '';
        // Its own tiny transaction; no need to wait for the disk before the listeners hear it.
        await (await this.announcerConnection()).query(`SET LOCAL synchronous_commit = off; SELECT pg_notify('${FEED_CHANNEL}', ${pg.escapeLiteral(payload)})`);
      }
    } catch {
      // Lost: readers find the events at their next poll; the next announcement opens a connection again.
      void this.dropAnnouncer();
    } finally {
      this.announcing = false;
    }
  }

  /** A waiter for a feed of these types (all when absent); `dispose` it when the feed ends. */
  waiter(eventTypes: readonly string[] | undefined): FeedWaiter & { dispose(): void } {
    const waiter = Object.assign(new FeedWaiter(eventTypes ? new Set(eventTypes) : null), {
      dispose: () => {
        this.waiters.delete(waiter);
      },
    });
    this.waiters.add(waiter);
    return waiter;
  }

  /** Resolves when the waiter is signalled (at once if it was since its last read), or after `pollMs`. */
  sleep(waiter: FeedWaiter, pollMs: number): Promise<void> {
    if (waiter.signalled || this.closed) return Promise.resolve();
    this.listen();
    if (waiter.waitingFor !== null) void this.watchHorizon();
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiter.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, pollMs);
      waiter.wake = done;
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnect);
    for (const waiter of this.waiters) waiter.signal();
    const listener = this.listener;
    this.listener = undefined;
    await Promise.all([listener?.end().catch(() => undefined), this.dropAnnouncer()]);
  }

  /** The announcing connection, opened at the first announcement (and again after one failed). */
  private announcerConnection(): Promise<pg.Client> {
    this.announcer ??= (async () => {
      const client = new pg.Client({ connectionString: this.connectionString });
      // A broken connection fails its next announcement, which drops it.
      client.on('error', () => undefined);
      await client.connect();
      return client;
    })();
    return this.announcer;
  }

  private async dropAnnouncer(): Promise<void> {
    const announcer = this.announcer;
    this.announcer = undefined;
    await announcer?.then((client) => client.end()).catch(() => undefined);
  }

  private listen(): void {
    if (this.listener || this.reconnect || this.closed) return;
    const client = new pg.Client({ connectionString: this.connectionString });
    this.listener = client;
    client.on('notification', (message) => {
      const types = message.payload ? message.payload.split('\n') : null;
      for (const waiter of this.waiters) if (!types || !waiter.types || types.some((type) => waiter.types!.has(type))) waiter.signal();
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client
      .connect()
      .then(() => client.query(`LISTEN ${FEED_CHANNEL}`))
      .then(
        () => {
          this.listening = this.listener === client;
          // Appends announced before LISTEN took effect were not heard: everyone reads once.
          this.wakeAll();
        },
        () => this.lost(client),
      );
  }

  /** The listening connection broke: feeds read again now (they may have missed announcements) and it is opened again shortly. */
  private lost(client: pg.Client): void {
    if (this.listener !== client) return;
    this.listener = undefined;
    this.listening = false;
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.reconnect = setTimeout(() => {
      this.reconnect = undefined;
      if (this.waiters.size) this.listen();
    }, RECONNECT_MS);
    this.wakeAll();
  }

  private wakeAll(): void {
    for (const waiter of this.waiters) waiter.signal();
  }

  /** Polls the horizon while some feed waits for events it cannot see yet, and wakes it once they became readable. */
  private async watchHorizon(): Promise<void> {
    if (this.watchingHorizon) return;
    this.watchingHorizon = true;
    try {
      while (!this.closed && [...this.waiters].some((waiter) => waiter.waitingFor !== null)) {
        await new Promise((resolve) => setTimeout(resolve, HORIZON_POLL_MS));
        const query = 'SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin';
        const { rows } = await (this.listening && this.listener ? this.listener.query<{ xmin: string }>(query) : this.pool.query<{ xmin: string }>(query));
        const xmin = BigInt(rows[0]!.xmin);
        for (const waiter of this.waiters) {
          if (waiter.waitingFor !== null && waiter.waitingFor < xmin) {
            waiter.waitingFor = null;
            waiter.signal();
          }
        }
      }
    } catch {
      // Everyone reads again (a failing read then goes through the reader's own error handling).
      this.wakeAll();
    } finally {
      this.watchingHorizon = false;
    }
  }
}
