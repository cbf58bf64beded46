import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  if (process.env.DATA_DIR?.includes('test-files-')) await rm(process.env.DATA_DIR, { recursive: true, force: true });
  const running = (globalThis as { __limelightPostgres?: { stop(): Promise<void>; dir: string } }).__limelightPostgres;
  if (!running) return;
  await running.stop();
  await rm(running.dir, { recursive: true, force: true });
}
