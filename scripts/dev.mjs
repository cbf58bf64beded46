// `npm run dev`: the API rebuilt and restarted on every change (`nest start --watch`, the same SWC build as
// `npm run build:api`) and the web app served by Vite with hot reload on http://localhost:5173 (API calls
// proxied to :3000). The tools are spawned directly (npm puts node_modules/.bin on PATH), not through npx,
// so that stopping this script reaches them.
import { spawn } from 'node:child_process';

const run = (command, args, env = {}) =>
  spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });

const children = [
  // No shell between nest and the API, so that the signal forwarded on stop reaches the API itself.
  run('nest', ['start', '--watch', '--no-shell'], { WEB_DIST: '' }),
  run('vite', ['--config', 'web/vite.config.ts']),
];
const stop = () => {
  for (const child of children) child.kill('SIGINT');
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
