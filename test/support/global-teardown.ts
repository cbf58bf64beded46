import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  const running = (globalThis as { __limelightPostgres?: { stop(): Promise<void>; dir: string } }).__limelightPostgres;
  if (!running) return;
  await running.stop();
  await rm(running.dir, { recursive: true, force: true });
}
