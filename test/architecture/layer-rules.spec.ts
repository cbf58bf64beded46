import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Runs the project's dependency rules on a small tree of `files` (path → source) beside the real packages. */
function cruise(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'limelight-layers-'));
  try {
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    copyFileSync(join(ROOT, 'tsconfig.json'), join(dir, 'tsconfig.json'));
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), source);
    }
    const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs'), 'src', '--config', join(ROOT, '.dependency-cruiser.cjs')], { cwd: dir, encoding: 'utf8' });
    return `${run.stdout}${run.stderr}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const pure = { 'src/checkout/domain/pricing.ts': 'export const fee = 1;\n', 'src/shared/money.ts': 'export const usd = 1;\n' };

describe('architecture rules (part of npm test)', () => {
  it('pass a tree that keeps its layers', () => {
    const output = cruise({ ...pure, 'src/checkout/application/quote.ts': "import { fee } from '../domain/pricing.js';\nexport const quote = fee;\n" });
    expect(output).toContain('no dependency violations found');
  });

  it('fail an adapter imported into an application file', () => {
    const output = cruise({
      ...pure,
      'src/checkout/infrastructure/stripe-payment-gateway.adapter.ts': 'export const gateway = 1;\n',
      'src/checkout/application/pay.ts': "import { gateway } from '../infrastructure/stripe-payment-gateway.adapter.js';\nexport const pay = gateway;\n",
    });
    expect(output).toMatch(/error application-not-to-infrastructure-or-interface: src\/checkout\/application\/pay\.ts → src\/checkout\/infrastructure\/stripe-payment-gateway\.adapter\.ts/);
  });

  it('fail pg, or the kernel beyond money and ids, imported into a domain file', () => {
    const output = cruise({
      ...pure,
      'src/shared/http/auth.ts': 'export const guard = 1;\n',
      'src/checkout/domain/order.ts': "import pg from 'pg';\nimport { guard } from '../../shared/http/auth.js';\nimport { usd } from '../../shared/money.js';\nexport const order = [pg, guard, usd];\n",
    });
    expect(output).toMatch(/error domain-no-framework-or-io-packages: src\/checkout\/domain\/order\.ts → .*node_modules\/pg\//);
    expect(output).toMatch(/error domain-imports-only-pure-shared: src\/checkout\/domain\/order\.ts → src\/shared\/http\/auth\.ts/);
    expect(output).not.toMatch(/order\.ts → src\/shared\/money\.ts/);
  });

  it('fail the ORM in an application file, and an entity in a controller', () => {
    const output = cruise({
      'src/checkout/infrastructure/order.entity.ts': 'export class OrderEntity {}\n',
      'src/checkout/application/list.ts': "import { EntityManager } from '@mikro-orm/postgresql';\nexport const list = EntityManager;\n",
      'src/checkout/interface/http/orders.controller.ts': "import { OrderEntity } from '../../infrastructure/order.entity.js';\nexport const controller = OrderEntity;\n",
    });
    expect(output).toMatch(/error application-no-sql-or-orm-packages: src\/checkout\/application\/list\.ts → .*@mikro-orm/);
    expect(output).toMatch(/error interface-through-application: src\/checkout\/interface\/http\/orders\.controller\.ts → src\/checkout\/infrastructure\/order\.entity\.ts/);
  });

  it('lint away HTTP statuses and SQL below the interface layer', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const lint = async (filePath: string, text: string) => (await eslint.lintText(text, { filePath: join(ROOT, filePath) }))[0]!.messages.map((m) => m.ruleId);
    expect(await lint('src/checkout/application/refund.ts', "import { HttpStatus } from '@nestjs/common';\nexport const status = HttpStatus.GONE;\n")).toEqual(['no-restricted-imports']);
    expect(await lint('src/checkout/application/count.ts', 'export const sql = `SELECT count(*) FROM checkout.registrations`;\n')).toEqual(['no-restricted-syntax']);
    expect(await lint('src/checkout/infrastructure/count.ts', 'export const sql = `SELECT count(*) FROM checkout.registrations`;\n')).toEqual([]);
    expect(await lint('src/checkout/interface/http/gone.ts', "import { HttpStatus } from '@nestjs/common';\nexport const status = HttpStatus.GONE;\n")).toEqual([]);
  });
});
