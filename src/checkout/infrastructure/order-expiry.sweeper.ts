import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type pg from 'pg';
import { ADVISORY_LOCKS } from '../../shared/persistence/advisory-locks.js';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { ExpireOrdersCommand } from '../application/expire-orders/expire-orders.command.js';

const SWEEP_LOCK = ADVISORY_LOCKS.orderSweep;
const SWEEP_EVERY_MS = 5_000;

/**
 * Every few seconds, one API process (whichever takes the advisory lock) times out the orders whose holds
 * have passed their deadline. Capacity does not wait for it: an expired hold stops counting at once.
 */
@Injectable()
export class OrderExpirySweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running ??= this.sweep().finally(() => (this.running = undefined));
    }, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  async sweep(): Promise<void> {
    const client = await this.pool.connect().catch(() => undefined);
    if (!client) return;
    try {
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [SWEEP_LOCK]);
      if (!rows[0]?.locked) return;
      try {
        while ((await this.commands.execute(new ExpireOrdersCommand(new Date(), 100))) >= 100);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [SWEEP_LOCK]);
      }
    } catch {
      // The next sweep tries again; nothing is lost while waiting.
    } finally {
      client.release();
    }
  }
}
