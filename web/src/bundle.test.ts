// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * What the management area is made of: its pages (routes under /manage, /management and /super_admin), the
 * features only organizers use, and the libraries only they need. The address parsers of its routes
 * (`*-search.ts`, `search-params.ts`) are the exception: the router reads them before any page loads.
 */
const MANAGEMENT = [
  /\/web\/src\/routes\/(manage|management|super_admin)[^/]*\?tsr-split/,
  /\/web\/src\/features\/(reporting|lists|marketing|integrations|stats|registrations)\/(?!.*(-search|search-params)\.ts$)/,
  /\/web\/src\/features\/[^/]+\/components\/manage\/(?!.*-search\.ts$)/,
  /\/web\/src\/components\/ui\/data-table/,
  /\/node_modules\/(@tanstack\/react-table|@tiptap|hls\.js|jsqr|@radix-ui\/react-dropdown-menu|sonner)\//,
];
const isManagement = (id: string) => MANAGEMENT.some((pattern) => pattern.test(id));

/** The scripts of the first visit of the event page, as served (brotli): at most this many bytes. */
const EVENT_PAGE_BUDGET = 120_000;

/** The embeddable calendar's scripts as served (brotli), loaded inside other sites' pages: at most this many bytes. */
const CALENDAR_BUDGET = 80_000;
/** What only the app needs: its router and query cache, and its pages and features. */
const APP_ONLY = /\/node_modules\/@tanstack\/(react-router|router-core|react-query|query-core)\/|\/web\/src\/(routes|features)\//;

let chunks: Map<string, Rolldown.OutputChunk>;
let indexHtml: string;

/** A chunk and every chunk it imports statically, directly or not: what the browser loads with it. */
function withImports(fileName: string, seen = new Set<string>()): Set<string> {
  seen.add(fileName);
  for (const next of chunks.get(fileName)!.imports) if (!seen.has(next)) withImports(next, seen);
  return seen;
}

const chunkNamed = (test: (chunk: Rolldown.OutputChunk) => boolean) => [...chunks.values()].find(test)!.fileName;
const servedBytes = (files: Set<string>) =>
  [...files].reduce((sum, file) => sum + brotliCompressSync(chunks.get(file)!.code, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length, 0);
const managementModules = (files: Set<string>) => [...files].flatMap((file) => chunks.get(file)!.moduleIds.filter(isManagement).map((id) => `${file}: ${id}`));

describe('the built web app', () => {
  beforeAll(async () => {
    // The production build in memory (nothing written, web/dist untouched).
    // The production build, as `npm run build:web` makes it, whatever NODE_ENV the tests run with.
    const testEnvironment = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const result = await build({ configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)), logLevel: 'silent', build: { write: false } }).finally(() => {
      process.env.NODE_ENV = testEnvironment;
    });
    const output = (Array.isArray(result) ? result[0]! : (result as Rolldown.RolldownOutput)).output;
    chunks = new Map(output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
    const page = output.find((file) => file.fileName === 'index.html') as Rolldown.OutputAsset;
    indexHtml = String(page.source);
  }, 300_000);

  it('preloads only what the entry imports, and nothing of the management area', () => {
    const entry = chunkNamed((chunk) => chunk.isEntry && chunk.name === 'main');
    const preloaded = [...indexHtml.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+)"/g)].map((match) => match[1]!);
    const loaded = withImports(entry);
    expect(new Set(preloaded)).toEqual(new Set([...loaded].filter((file) => file !== entry)));
    expect(managementModules(loaded)).toEqual([]);
  });

  it('loads the event page with none of the management area, within its budget', () => {
    const entry = chunkNamed((chunk) => chunk.isEntry && chunk.name === 'main');
    const eventPage = chunkNamed((chunk) => chunk.isDynamicEntry && /\/routes\/event\.\$id\.tsx\?tsr-split=component/.test(chunk.facadeModuleId ?? ''));
    const files = new Set([...withImports(entry), ...withImports(eventPage)]);
    expect(managementModules(files)).toEqual([]);
    expect(servedBytes(files)).toBeLessThanOrEqual(EVENT_PAGE_BUDGET);
  });

  it("gives the embeddable calendar a bundle of its own, with none of the app's router, pages or features, within its budget", () => {
    const files = withImports(chunkNamed((chunk) => chunk.isEntry && chunk.name === 'calendar'));
    const appModules = [...files].flatMap((file) => chunks.get(file)!.moduleIds.filter((id) => APP_ONLY.test(id) || isManagement(id)));
    expect(appModules).toEqual([]);
    expect(servedBytes(files)).toBeLessThanOrEqual(CALENDAR_BUDGET);
  });
});
