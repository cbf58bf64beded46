import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The embeddable calendar's pages (/calendar, /calendar/{o|p}/{username}), not its .ics feeds. */
const CALENDAR_PAGE = /^\/calendar(\/(?!.*\.ics$).*)?$/;

/** In development, the calendar's pages get calendar.html, as the API serves them once built. */
const calendarPages = (): Plugin => ({
  name: 'limelight-calendar-pages',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      const [path = '', query] = (request.url ?? '').split('?');
      if (CALENDAR_PAGE.test(path)) request.url = `/calendar.html${query === undefined ? '' : `?${query}`}`;
      next();
    });
  },
});

const CONTRACT = `${root}src/lib/api/contract.gen.ts`;
const CONTRACT_PART = '\0limelight-contract:';

/**
 * The API contract's data (src/lib/api/contract.gen.ts, one `export const <Schema> = <JSON> as const` per
 * schema, read as `import * as schemas`) is built as one module per schema: a module is the bundler's smallest
 * unit, so each chunk then holds only the schemas its pages read, not all of them.
 */
const contractPerSchema = (): Plugin => ({
  name: 'limelight-contract-per-schema',
  apply: 'build',
  resolveId: (id) => (id.startsWith(CONTRACT_PART) ? id : undefined),
  async load(id) {
    if (id !== CONTRACT && !id.startsWith(CONTRACT_PART)) return;
    const parts = new Map([...(await readFile(CONTRACT, 'utf8')).matchAll(/^export const (\w+) = ([\s\S]*?) as const;$/gm)].map(([, name, json]) => [name!, json!]));
    if (id === CONTRACT) return [...parts.keys()].map((name) => `export { ${name} } from '${CONTRACT_PART}${name}';`).join('\n');
    const name = id.slice(CONTRACT_PART.length);
    return `export const ${name} = ${JSON.stringify(JSON.parse(parts.get(name)!))};`;
  },
});

/** Each chunk's static imports, direct and indirect, by file name: what is loaded once that chunk runs. */
const loadedWith = new Map<string, Set<string>>();

/** Reads the chunk graph before Vite writes the preload lists of the lazily loaded chunks (build.modulePreload). */
const chunkGraph = (): Plugin => ({
  name: 'limelight-chunk-graph',
  apply: 'build',
  generateBundle(_options, bundle) {
    const imports = (file: string, seen: Set<string>): Set<string> => {
      const chunk = bundle[file];
      for (const next of chunk?.type === 'chunk' ? chunk.imports : []) if (!seen.has(next)) imports(next, seen.add(next));
      return seen;
    };
    loadedWith.clear();
    for (const file of Object.keys(bundle)) loadedWith.set(file, imports(file, new Set()));
  },
});

/** The packages every page runs: React and the API client (the calendar's pages too), then the app's router and query cache. */
const REACT = /node_modules[\\/](react|react-dom|scheduler|openapi-fetch)[\\/]/;
const ROUTER = /node_modules[\\/](use-sync-external-store|@tanstack[\\/](react-router|router-core|history|react-query|query-core|store)|openapi-react-query)[\\/]/;

/** Files worth compressing; images, fonts and video are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|wasm|txt|xml|map|webmanifest|ico|ttf|otf)$/;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` beside every compressible file of the build, so
 * the API sends them as they are (src/shared/http/static-assets.ts) instead of compressing on each request.
 */
const precompress = (): Plugin => ({
  name: 'limelight-precompress',
  apply: 'build',
  async writeBundle({ dir }) {
    if (!dir || this.environment.config.build.ssr) return;
    const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name));
    await Promise.all(
      files.map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        const content = await readFile(path);
        const [br, gz] = await Promise.all([
          promisify(brotliCompress)(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
          promisify(gzip)(content, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        // A copy no smaller than the file is left out: the file itself is sent.
        if (br.length < content.length) await writeFile(`${path}.br`, br);
        if (gz.length < content.length) await writeFile(`${path}.gz`, gz);
      }),
    );
  },
});

export default defineConfig({
  root,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: `${root}src/routes`,
      generatedRouteTree: `${root}src/routeTree.gen.ts`,
    }),
    react(),
    tailwindcss(),
    calendarPages(),
    contractPerSchema(),
    chunkGraph(),
    precompress(),
  ],
  build: {
    outDir: `${root}dist`,
    emptyOutDir: true,
    modulePreload: {
      // Browsers without <link rel="modulepreload"> (Safari before 17) load the same modules, only later.
      polyfill: false,
      // index.html preloads the entry's static imports only, nothing of the pages loaded later. A lazily loaded
      // chunk preloads only what its importer has not loaded already (the entry's code, say); the management area's
      // pages (/manage, /management, /super_admin) preload nothing: their lists would sit in the entry, which every
      // visitor loads, and their imports are found as they load.
      resolveDependencies: (file, deps, { hostId, hostType }) => {
        if (hostType === 'html') return deps;
        if (/^assets\/(manage|management|super_admin)[._-]/.test(file)) return [];
        return deps.filter((dep) => !loadedWith.get(hostId)?.has(dep));
      },
    },
    // Two pages: the app, and the embeddable calendar with a small bundle of its own.
    rolldownOptions: {
      input: { main: `${root}index.html`, calendar: `${root}calendar.html` },
      output: {
        // What every page runs in two chunks rather than a dozen small ones: fewer requests that compress better, and
        // stay cached from one release to the next. Only the parts the pages load first ($initial): the rest of these
        // packages stays with the lazily loaded parts that use it.
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT, tags: ['$initial'] },
            { name: 'router', test: ROUTER, tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // /membership_subscriptions: the browser's form posts to subscribe and manage memberships.
    proxy: {
      '/client_side_api': 'http://localhost:3000',
      '/api': 'http://localhost:3000',
      '/membership_subscriptions': 'http://localhost:3000',
      // An owner's iCalendar feed.
      '^/calendar/.*\\.ics$': 'http://localhost:3000',
    },
  },
  test: {
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
