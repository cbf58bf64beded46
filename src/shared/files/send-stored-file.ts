import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { resolveRange, type FileStorage } from './file-storage.port.js';

export interface SendOptions {
  /** The type recorded when the file was accepted; otherwise the stored one. */
  contentType?: string;
  cacheControl?: string;
  disposition?: string;
}

/**
 * Answers a GET (or HEAD) with a stored file: the whole file, or one byte range (`Range: bytes=…`, 206 with
 * Content-Range, 416 when it lies past the end), reading only that range from storage. False when nothing
 * is stored under the key (nothing is sent then).
 */
export async function sendStoredFile(storage: FileStorage, key: string, request: Request, response: Response, options: SendOptions = {}): Promise<boolean> {
  const file = await storage.stat(key);
  if (!file) return false;
  const range = request.headers['if-range'] ? undefined : requestedRange(request.headers.range, file.size);
  response.setHeader('Accept-Ranges', 'bytes');
  if (range === 'unsatisfiable') {
    response.status(416).setHeader('Content-Range', `bytes */${file.size}`).end();
    return true;
  }
  const body = request.method === 'HEAD' ? null : await storage.read(key, range);
  if (!body && request.method !== 'HEAD') return false;
  response.type(options.contentType ?? file.contentType);
  if (options.cacheControl) response.setHeader('Cache-Control', options.cacheControl);
  if (options.disposition) response.setHeader('Content-Disposition', options.disposition);
  if (range) response.status(206).setHeader('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
  response.setHeader('Content-Length', range ? range.end - range.start + 1 : file.size);
  if (!body) {
    response.end();
    return true;
  }
  // A client that goes away ends the copy; that is no error of the server's. Gone before the copy began, the
  // pipeline refuses without touching the file: it is closed here, as when it breaks off mid-file.
  await pipeline(body, response).catch(() => {
    body.destroy();
    response.destroy();
  });
  return true;
}

/**
 * The one byte range a `Range` header asks for; undefined for none, another unit, several ranges or
 * a malformed header (the whole file is sent then, as HTTP allows).
 */
function requestedRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (!match[1] && !match[2])) return undefined;
  const [first, last] = [match[1] ? Number(match[1]) : undefined, match[2] ? Number(match[2]) : undefined];
  if (first !== undefined && last !== undefined && last < first) return undefined;
  const span = first === undefined ? resolveRange({ suffix: last! }, size) : resolveRange({ start: first, end: last }, size);
  return span ?? 'unsatisfiable';
}
