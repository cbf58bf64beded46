import type express from 'express';
import { readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

/** Vite names every file under /assets after its content: a new build never reuses a name for other bytes. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Files copied as they are from web/public (images, icons): their names stay, so browsers check again after an hour. */
const SHORT_CACHE = 'public, max-age=3600';
/** HTML pages: always revalidated, so a new build's asset names reach the browser at once. */
export const PAGE_CACHE = 'no-cache';

/** What the build compresses beside each file (web/vite.config.ts): `.br` first, then `.gz`. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

interface StaticFile {
  path: string;
  cacheControl: string;
  /** The precompressed copies on disk, in order of preference. */
  encoded: { name: string; path: string }[];
}

/** Every file below `dir`, as paths relative to it with forward slashes. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** The q-value an Accept-Encoding header gives `encoding`, by its name or else through `*`; 0: not accepted. */
function acceptedQuality(header: string | undefined, encoding: string): number {
  if (!header) return 0;
  let wildcard = 0;
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    const quality = q === undefined ? 1 : Number(q) || 0;
    if (name.trim() === encoding) return quality;
    if (name.trim() === '*') wildcard = quality;
  }
  return wildcard;
}

/**
 * The built web app's static files (not its HTML pages, which the page handler fills in): brotli, then gzip,
 * then the file itself, whichever the request accepts first, from the copies the build wrote; hashed files
 * under /assets cached for a year. The file list is read once at start-up, so requests for other paths (the
 * API, pages) pass without touching the disk. Range, HEAD and conditional requests are express's `sendFile`.
 */
export function staticAssets(dist: string): express.RequestHandler {
  const files = new Map<string, StaticFile>();
  const all = new Set(listFiles(dist));
  for (const name of all) {
    // Pages are the page handler's; dot-files (a build manifest) and the server's own renderers (ssr/) are not served.
    if (name.endsWith('.html') || name.startsWith('ssr/') || name.split('/').some((part) => part.startsWith('.'))) continue;
    if (ENCODINGS.some((e) => name.endsWith(e.suffix) && all.has(name.slice(0, -e.suffix.length)))) continue;
    files.set(`/${name}`, {
      path: join(dist, name),
      cacheControl: name.startsWith('assets/') ? IMMUTABLE_CACHE : SHORT_CACHE,
      encoded: ENCODINGS.filter((e) => all.has(`${name}${e.suffix}`)).map((e) => ({ name: e.name, path: join(dist, `${name}${e.suffix}`) })),
    });
  }
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    let path: string;
    try {
      path = decodeURIComponent(request.path);
    } catch {
      return next();
    }
    const file = files.get(path);
    // A hashed file that is not (or no longer) in this build: a plain 404 rather than the app's page.
    if (!file) return path.startsWith('/assets/') ? void response.status(404).type('text').send('Not found') : next();
    const encoding = file.encoded.find((e) => acceptedQuality(request.headers['accept-encoding'], e.name) > 0);
    // The type of the file itself, not of its compressed copy.
    response.type(extname(file.path)).set('Cache-Control', file.cacheControl);
    if (file.encoded.length) response.vary('Accept-Encoding');
    if (encoding) response.set('Content-Encoding', encoding.name);
    response.sendFile(encoding?.path ?? file.path, { cacheControl: false, dotfiles: 'allow' }, (error?: Error) => {
      if (error && !response.headersSent) next(error);
    });
  };
}
