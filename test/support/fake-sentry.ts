import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** An event item of an envelope, as Sentry's SDKs send it. */
export interface SentryEvent {
  event_id: string;
  environment?: string;
  exception?: { values: { type: string; value: string; stacktrace?: { frames: { filename?: string; function?: string }[] } }[] };
  contexts?: Record<string, Record<string, unknown>>;
  tags?: Record<string, string>;
  user?: Record<string, string>;
}

export interface ReceivedEnvelope {
  /** The project id of the DSN, from the path `/api/{project}/envelope/`. */
  project: string;
  /** `sentry_key` of the query (the DSN's public key). */
  key: string | null;
  events: SentryEvent[];
  /** The raw body, to check what never reaches Sentry. */
  raw: string;
}

export interface FakeSentry {
  /** A DSN pointing at this server. */
  dsn: string;
  envelopes: ReceivedEnvelope[];
  /** The events received so far (a reporter's flush() resolves once its events were answered). */
  events(): SentryEvent[];
  close(): Promise<void>;
}

/**
 * Sentry's ingestion endpoint on 127.0.0.1: it takes envelopes (`POST /api/{project}/envelope/`, newline
 * separated JSON: the envelope header, then an item header and its payload per item, gzip or not) and
 * keeps their event items.
 */
export async function startFakeSentry(): Promise<FakeSentry> {
  const envelopes: ReceivedEnvelope[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const match = /^\/api\/([^/]+)\/envelope\/$/.exec(url.pathname);
      if (request.method !== 'POST' || !match) {
        response.writeHead(404).end();
        return;
      }
      const body = Buffer.concat(chunks);
      const raw = (request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
      const [, ...items] = raw.split('\n').filter(Boolean);
      const events: SentryEvent[] = [];
      for (let i = 0; i + 1 < items.length; i += 2) {
        if ((JSON.parse(items[i]!) as { type: string }).type === 'event') events.push(JSON.parse(items[i + 1]!) as SentryEvent);
      }
      envelopes.push({ project: match[1]!, key: url.searchParams.get('sentry_key'), events, raw });
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://public@127.0.0.1:${port}/1`,
    envelopes,
    events: () => envelopes.flatMap((envelope) => envelope.events),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
