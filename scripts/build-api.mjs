// Compiles src/, scripts/, test/support and test/benchmark to dist/ (same paths) with swc (type checking is `npm run typecheck`).
import { transformFile } from '@swc/core';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const roots = ['src', 'test/benchmark', 'test/support', 'scripts'];

async function* tsFiles(dir) {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* tsFiles(path);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') && !entry.name.endsWith('.d.ts')) yield path;
  }
}

// A full build starts clean; `--no-clean` (npm run dev) rewrites in place so the watching process keeps running.
if (!process.argv.includes('--no-clean')) await rm('dist', { recursive: true, force: true });
const jobs = [];
for (const root of roots) {
  for await (const file of tsFiles(root)) {
    jobs.push(
      (async () => {
        const out = join('dist', file).replace(/\.ts$/, '.js');
        const { code, map } = await transformFile(file, { sourceMaps: true, sourceFileName: file });
        await mkdir(dirname(out), { recursive: true });
        await writeFile(out, `${code}\n//# sourceMappingURL=${out.split('/').pop()}.map`);
        if (map) await writeFile(`${out}.map`, map);
      })(),
    );
  }
}
await Promise.all(jobs);
console.log(`build:api compiled ${jobs.length} files to dist/`);
