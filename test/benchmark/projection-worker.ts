// The projections of bench:projections as the worker process runs them beside the API (`WORKER=off` on the API):
// a thread of their own, with a pool and an event store of their own. Started by `startProjectionWorker`; a message
// stops it, and it answers once stopped.
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { projections } from '../../src/app.module.js';
import { PostgresEventStore } from '../../src/shared/event-store/postgres-event-store.adapter.js';
import { createPool } from '../../src/shared/persistence/pool.js';
import { ProjectionRunner } from '../../src/shared/projections/projection-runner.js';

/** Runs every projection in a thread of its own until `stop`. */
export async function startProjectionWorker(databaseUrl: string): Promise<{ stop(): Promise<void> }> {
  const worker = new Worker(new URL(import.meta.url), { workerData: { databaseUrl } });
  await new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
  return {
    stop: async () => {
      worker.postMessage('stop');
      await new Promise((resolve) => worker.once('message', resolve));
      await worker.terminate();
    },
  };
}

if (parentPort && workerData) {
  const port = parentPort;
  const { databaseUrl } = workerData as { databaseUrl: string };
  const pool = createPool(databaseUrl, 10);
  const feed = new PostgresEventStore(databaseUrl);
  const runner = new ProjectionRunner(pool, feed, projections, { error: (o: object, m: string) => console.error(m, o), info: () => undefined });
  await runner.start();
  port.postMessage('started');
  port.once('message', async () => {
    await runner.stop();
    await feed.close();
    await pool.end();
    port.postMessage('stopped');
  });
}
