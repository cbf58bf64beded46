// Runs the TypeScript sources in a child process without a build (tests that start real API processes):
// `node --import ./test/support/swc-register.mjs src/main.ts`. Specifiers ending in `.js` resolve to the
// `.ts` beside them, and `.ts` files are compiled with the project's .swcrc, as jest and the build do.
import { transformSync } from '@swc/core';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const swcrc = JSON.parse(readFileSync(new URL('../../.swcrc', import.meta.url), 'utf8'));

export async function resolve(specifier, context, next) {
  if (specifier.endsWith('.js') && (specifier.startsWith('.') || specifier.startsWith('file:')) && context.parentURL?.startsWith('file:')) {
    const candidate = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(candidate))) return { url: candidate.href, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
  const path = fileURLToPath(url);
  const { code } = transformSync(readFileSync(path, 'utf8'), { ...swcrc, filename: path, sourceMaps: 'inline', swcrc: false });
  return { format: 'module', source: code, shortCircuit: true };
}
