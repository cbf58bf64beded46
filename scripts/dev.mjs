// `npm run dev`: the API rebuilt and restarted on every change (swc + node --watch) and the web app
// served by Vite with hot reload on http://localhost:5173 (API calls proxied to :3000).
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';

const run = (command, args, env = {}) =>
  spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });

const build = (clean = false) => new Promise((resolve) => run('node', ['scripts/build-api.mjs', ...(clean ? [] : ['--no-clean'])]).on('exit', resolve));

await build(true);
let pending;
watch('src', { recursive: true }, () => {
  clearTimeout(pending);
  pending = setTimeout(() => build(), 150);
});
const children = [
  run('node', ['--watch-path=dist/src', '--enable-source-maps', 'dist/src/main.js'], { WEB_DIST: '' }),
  run('npx', ['vite', '--config', 'web/vite.config.ts']),
];
const stop = () => {
  for (const child of children) child.kill('SIGINT');
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
