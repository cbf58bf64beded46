// `npm run admin:create -- <email>`: makes the first (or another) site admin. The password is asked on the
// terminal, without echo (or read from standard input when it is not a terminal), never from the arguments.
import 'reflect-metadata';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { MIN_PASSWORD_LENGTH } from '../src/accounts/domain/account-rules.js';
import { createApiApp } from '../src/app.module.js';
import { readConfig } from '../src/shared/config.js';
import { PostgresEventStore } from '../src/shared/event-store/postgres-event-store.adapter.js';
import { createLogger } from '../src/shared/logging.js';
import { migrateDatabase, resolveDatabase } from '../src/shared/persistence/database.js';
import { createSiteAdmin } from '../src/site-admins.js';

const email = process.argv[2]?.trim().toLowerCase();
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error('Usage: npm run admin:create -- <email>');
  process.exit(1);
}

/** Lines of standard input, one per question; typed characters are not echoed on a terminal. */
function reader(): { ask(question: string): Promise<string>; close(): void } {
  const terminal = process.stdin.isTTY === true;
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const lines = createInterface({ input: process.stdin, output, terminal });
  const queued: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  lines.on('line', (line) => (waiting.length ? waiting.shift()!(line) : queued.push(line)));
  lines.on('close', () => waiting.splice(0).forEach((resolve) => resolve('')));
  return {
    ask: (question) => {
      process.stdout.write(question);
      muted = terminal;
      return new Promise((resolve) => {
        const answer = (line: string) => {
          muted = false;
          if (terminal) process.stdout.write('\n');
          resolve(line);
        };
        if (queued.length) answer(queued.shift()!);
        else waiting.push(answer);
      });
    },
    close: () => lines.close(),
  };
}

const input = reader();
const password = await input.ask(`Password for ${email}: `);
const again = await input.ask('Password again: ');
input.close();
if (password.length < MIN_PASSWORD_LENGTH) {
  console.error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  process.exit(1);
}
if (password !== again) {
  console.error('The two passwords differ.');
  process.exit(1);
}

// The app's own database: DATABASE_URL, or the embedded one under DATA_DIR (started here if needed).
const config = readConfig();
const database = await resolveDatabase(config);
let exitCode = 0;
try {
  await migrateDatabase(database.url);
  if (config.eventStore === 'postgres') await PostgresEventStore.ensureSchema(database.url);
  const app = await createApiApp({ ...config, webDist: undefined }, database.url, createLogger('error'));
  await app.init();
  try {
    const outcome = await createSiteAdmin(app, email, password);
    console.log(outcome === 'created' ? `Site admin ${email} created.` : `${email} already had an account: it is now a site admin (its password is unchanged).`);
  } finally {
    await app.close();
  }
} catch (error) {
  console.error(`Could not create the site admin: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await database.stop();
}
process.exit(exitCode);
