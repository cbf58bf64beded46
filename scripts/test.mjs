// `npm test`: every check of the project, in order, each as a child process whose output streams through,
// continuing after a failure; then a short summary per step and one last line `N passed, N failed`.
//
// - Checks that are not test runners (type check, lint, architecture rules, build) count as one test each:
//   passed when they exit with 0, failed otherwise.
// - Test runners are counted from their JSON reports (jest, vitest, Playwright). A suite that could not run
//   counts as one failure, a runner that wrote no report counts as one failure, and so does a runner that
//   exited non-zero although its report shows no failed test (unhandled errors, a crashed global set-up).
// - A step whose configuration or test files do not exist yet is listed as skipped and counts nothing.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
process.chdir(ROOT);
const TMP = mkdtempSync(join(tmpdir(), 'limelight-test-'));
const results = [];
const bold = (text) => (process.stdout.isTTY && !process.env.NO_COLOR ? `\x1b[1m${text}\x1b[0m` : text);
let current; // the running child process
let interrupted = false;

/** Files below `dir` (relative to the project) whose path matches `pattern`, skipping `skip` folders. */
function findFiles(dir, pattern, skip = []) {
  const found = [];
  const walk = (path) => {
    let entries;
    try {
      entries = readdirSync(path, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const child = join(path, entry.name);
      const rel = relative(ROOT, child);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !skip.some((s) => rel === s || rel.startsWith(`${s}/`))) walk(child);
      } else if (pattern.test(rel)) found.push(rel);
    }
  };
  walk(join(ROOT, dir));
  return found;
}

/** Runs `npm run <script> [args]` with the output streaming through; resolves to its exit status. */
function npmRun(script, args = [], env = {}) {
  const argv = ['run', script, ...(args.length ? ['--', ...args] : [])];
  console.log(`\n${bold(`▶ npm ${argv.join(' ')}`)}`);
  return new Promise((resolve) => {
    const child = spawn('npm', argv, { stdio: 'inherit', env: { ...process.env, ...env } });
    current = child;
    child.on('error', (error) => {
      console.error(`could not start npm run ${script}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => {
      current = undefined;
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function record(name, passed, failed, started, note = '', skippedTests = 0, skippedBlocks = [], failures = []) {
  results.push({ name, passed, failed, seconds: (Date.now() - started) / 1000, note, skippedTests, skippedBlocks, failures });
}

/** The first line of an error message, without colour codes, short enough for the summary. */
// eslint-disable-next-line no-control-regex -- colour codes start with ESC
const firstLine = (message = '') => message.replace(/\x1b\[[0-9;]*m/g, '').trim().split('\n')[0].slice(0, 200);

function skip(name, reason) {
  console.log(`\n${bold(`▶ ${name}: skipped (${reason})`)}`);
  results.push({ name, skipped: reason });
}

/** A check that is not a test runner: one test, passed when the command exits with 0. */
async function check(name, script, required) {
  if (required && !existsSync(required)) return skip(name, `no ${required}`);
  const started = Date.now();
  const status = await npmRun(script);
  record(name, status === 0 ? 1 : 0, status === 0 ? 0 : 1, started, status === 0 ? '' : `exit ${status}`);
}

/** jest and vitest write the same JSON summary (vitest's json reporter is jest-compatible). */
async function jestLike(name, script, args, file) {
  const started = Date.now();
  const status = await npmRun(script, [...args, `--outputFile=${file}`]);
  const report = readJson(file);
  if (!report) return record(name, 0, 1, started, `exit ${status}, no JSON report`);
  const suites = report.testResults ?? [];
  // A suite that failed without any failed test in it could not run (or failed in a hook): one failure.
  const brokenSuites = suites.length
    ? suites.filter((suite) => suite.status === 'failed' && !(suite.assertionResults ?? []).some((test) => test.status === 'failed')).length
    : report.numRuntimeErrorTestSuites ?? 0;
  const passed = report.numPassedTests ?? 0;
  let failed = (report.numFailedTests ?? 0) + brokenSuites;
  const notes = [];
  if (brokenSuites) notes.push(`${brokenSuites} suite(s) failed to run`);
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  if (skipped) notes.push(`${skipped} skipped`);
  // Which blocks were skipped (those that need an outside server, e.g. EVENTSTORE_URL or S3_ENDPOINT).
  const skippedBlocks = new Map();
  for (const suite of suites) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status !== 'pending' && test.status !== 'skipped' && test.status !== 'todo') continue;
      const block = test.ancestorTitles?.[0] ?? test.title;
      skippedBlocks.set(block, (skippedBlocks.get(block) ?? 0) + 1);
    }
  }
  if (status !== 0 && failed === 0) {
    failed = 1;
    notes.push(`exit ${status} without a failed test`);
  }
  const failures = [];
  for (const suite of suites) {
    const file = relative(ROOT, suite.name ?? '');
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push(`${file} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    if (suite.status === 'failed' && !failedTests.length) failures.push(`${file}: ${firstLine(suite.message)}`);
  }
  record(name, passed, failed, started, notes.join(', '), skipped, [...skippedBlocks].map(([block, count]) => `${block} (${count})`), failures);
}

async function playwright(name, file) {
  const started = Date.now();
  const status = await npmRun('test:e2e', ['--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  const report = readJson(file);
  const stats = report?.stats;
  if (!stats) return record(name, 0, 1, started, `exit ${status}, no JSON report`);
  const errors = (report.errors ?? []).length; // e.g. the web server did not start, a spec did not load
  let failed = (stats.unexpected ?? 0) + (stats.flaky ?? 0) + errors;
  const notes = [];
  if (stats.flaky) notes.push(`${stats.flaky} flaky`);
  if (errors) notes.push(`${errors} error(s) outside tests`);
  if (stats.skipped) notes.push(`${stats.skipped} skipped`);
  if (status !== 0 && failed === 0) {
    failed = 1;
    notes.push(`exit ${status} without a failed test`);
  }
  const failures = (report.errors ?? []).map((error) => `outside tests: ${firstLine(error.message)}`);
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((result) => result.error)?.error;
        failures.push(`${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  record(name, stats.expected ?? 0, failed, started, notes.join(', '), 0, [], failures);
}

const steps = [
  () => check('typecheck', 'typecheck', 'tsconfig.json'),
  () => check('lint', 'lint', 'eslint.config.js'),
  () => check('architecture rules (dependency-cruiser)', 'depcruise', '.dependency-cruiser.cjs'),
  () => {
    const name = 'backend unit and integration (jest)';
    if (!existsSync('jest.config.js')) return skip(name, 'no jest.config.js');
    const specs = [...findFiles('src', /\.(spec|test)\.ts$/), ...findFiles('test', /\.(spec|test)\.ts$/, ['test/e2e', 'test/contract'])];
    if (!specs.length) return skip(name, 'no *.spec.ts in src/ or test/');
    return jestLike(name, 'test:unit', ['--json'], join(TMP, 'jest.json'));
  },
  () => {
    const name = 'web units (vitest)';
    if (!existsSync('web/vite.config.ts')) return skip(name, 'no web/vite.config.ts');
    if (!findFiles('web/src', /\.test\.tsx?$/).length) return skip(name, 'no web/src/**/*.test.ts(x)');
    return jestLike(name, 'test:web', ['--reporter=default', '--reporter=json'], join(TMP, 'vitest.json'));
  },
  () => check('build (API and web)', 'build'),
  () => {
    const name = 'end-to-end (Playwright)';
    if (!existsSync('test/e2e/playwright.config.ts')) return skip(name, 'no test/e2e/playwright.config.ts');
    if (!findFiles('test/e2e', /\.spec\.ts$/).length) return skip(name, 'no test/e2e/*.spec.ts');
    if (!existsSync('/usr/bin/chromium')) console.log('note: /usr/bin/chromium is missing (apt-get install -y chromium)');
    return playwright(name, join(TMP, 'playwright.json'));
  },
  () => {
    const name = 'contracts (Pact)';
    if (!existsSync('test/contract/jest.config.js')) return skip(name, 'no test/contract/jest.config.js');
    if (!findFiles('test/contract', /\.pact\.spec\.ts$/, ['test/contract/pacts']).length) return skip(name, 'no test/contract/*.pact.spec.ts');
    return jestLike(name, 'test:contract', ['--json'], join(TMP, 'contract.json'));
  },
];

// Ctrl-C reaches the running child too (same process group): let it stop, then summarise what ran.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    if (current && signal === 'SIGTERM') current.kill('SIGTERM');
  });
}

const startedAll = Date.now();
for (const step of steps) {
  if (interrupted) break;
  await step();
}
rmSync(TMP, { recursive: true, force: true });

const width = Math.max(...results.map((r) => r.name.length));
console.log(`\n${bold(`── npm test summary (${Math.round((Date.now() - startedAll) / 1000)} s) ──`)}`);
for (const r of results) {
  const name = r.name.padEnd(width);
  if (r.skipped) console.log(`  skip  ${name}  skipped: ${r.skipped}`);
  else {
    const mark = r.failed ? 'FAIL' : 'ok  ';
    const note = r.note ? `; ${r.note}` : '';
    console.log(`  ${mark}  ${name}  ${r.passed} passed, ${r.failed} failed (${r.seconds.toFixed(1)} s${note})`);
  }
}
// Which tests failed, so that the tail of a CI log is enough to know where to look.
for (const failure of results.flatMap((r) => r.failures ?? [])) console.log(`  failed: ${failure}`);
if (interrupted) console.log('  interrupted: the remaining steps did not run');
const skippedTests = results.reduce((sum, r) => sum + (r.skippedTests ?? 0), 0);
if (skippedTests) console.log(`${skippedTests} skipped: ${results.flatMap((r) => r.skippedBlocks ?? []).join('; ')}`);
const passed = results.reduce((sum, r) => sum + (r.passed ?? 0), 0);
const failed = results.reduce((sum, r) => sum + (r.failed ?? 0), 0) + (interrupted ? 1 : 0);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
