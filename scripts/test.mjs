// `npm test`: every check in order, continuing after a failure, then one line `N passed, N failed`.
// Checks that are not test runners (type check, lint, architecture rules, build) count as one test each.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tmp = mkdtempSync(join(tmpdir(), 'limelight-test-'));
const results = [];

function run(command, env = {}) {
  console.log(`\n=== ${command}`);
  return spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
}

function check(name, command) {
  const ok = run(command) === 0;
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** jest and vitest write the same JSON summary; a run that crashed before writing it counts as one failure. */
function suite(name, command, file) {
  const status = run(command);
  const report = readJson(file);
  if (!report) return results.push({ name, passed: 0, failed: 1 });
  const failedSuites = (report.testResults ?? []).filter((r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0).length;
  const failed = report.numFailedTests + failedSuites + (status !== 0 && report.numFailedTests + failedSuites === 0 ? 1 : 0);
  results.push({ name, passed: report.numPassedTests, failed });
}

check('typecheck', 'npm run typecheck');
check('lint', 'npm run lint');
check('architecture rules', 'npm run depcruise');
suite('backend (jest)', `npm run test:unit -- --json --outputFile=${tmp}/jest.json`, `${tmp}/jest.json`);
suite('web (vitest)', `npm run test:web -- --reporter=default --reporter=json --outputFile=${tmp}/vitest.json`, `${tmp}/vitest.json`);
check('build', 'npm run build');
{
  const file = `${tmp}/playwright.json`;
  const status = run('npm run test:e2e -- --reporter=list,json', { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  const stats = readJson(file)?.stats;
  if (stats) results.push({ name: 'end-to-end (playwright)', passed: stats.expected, failed: stats.unexpected + stats.flaky + (status !== 0 && stats.unexpected === 0 ? 1 : 0) });
  else results.push({ name: 'end-to-end (playwright)', passed: 0, failed: 1 });
}
if (existsSync('test/contract')) suite('contracts (pact)', `npm run test:contract -- --json --outputFile=${tmp}/pact.json`, `${tmp}/pact.json`);

console.log('\n=== summary');
for (const r of results) console.log(`${r.failed ? 'FAIL' : 'ok  '} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
