import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { promisify } from 'node:util';

export interface ReceivedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The TLS server name the sender asked for (SNI). */
  servername: string | undefined;
  at: number;
}

/** How the receiver answers a request: a status (and headers, after a delay), or 'hang' to never answer. */
export type Answer = { status: number; headers?: Record<string, string>; delayMs?: number } | 'hang';
export type Responder = (request: ReceivedRequest, nthOnPath: number) => Answer;

export interface WebhookReceiver {
  port: number;
  /** The receiver's certificate (self-signed): trust it as a certificate authority. */
  ca: string;
  url(path: string, host?: string): string;
  requests: ReceivedRequest[];
  on(path: string, responder: Responder): void;
  /** Waits until `count` requests reached `path` (15 s at most). */
  waitFor(path: string, count: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

/**
 * A real HTTPS webhook receiver on 127.0.0.1 with a self-signed certificate made by openssl for
 * localhost, 127.0.0.1, ::1 and `extraNames`. It answers 200 unless told otherwise per path.
 */
export async function startWebhookReceiver(extraNames: string[] = []): Promise<WebhookReceiver> {
  const dir = await mkdtemp(join(tmpdir(), 'limelight-receiver-'));
  const names = ['DNS:localhost', ...extraNames.map((name) => `DNS:${name}`), 'IP:127.0.0.1', 'IP:::1'].join(',');
  await promisify(execFile)('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=localhost', '-addext', `subjectAltName=${names}`, '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
  ]);
  const [key, cert] = await Promise.all([readFile(join(dir, 'key.pem'), 'utf8'), readFile(join(dir, 'cert.pem'), 'utf8')]);
  await rm(dir, { recursive: true, force: true });

  const requests: ReceivedRequest[] = [];
  const responders = new Map<string, Responder>();
  const waiters = new Set<() => void>();
  const hanging = new Set<import('node:http').ServerResponse>();
  const server: Server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      const received: ReceivedRequest = { path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), servername: (req.socket as TLSSocket).servername || undefined, at: Date.now() };
      requests.push(received);
      const nth = requests.filter((r) => r.path === path).length;
      const answer = responders.get(path)?.(received, nth) ?? { status: 200 };
      for (const wake of waiters) wake();
      if (answer === 'hang') {
        hanging.add(res);
        return;
      }
      const send = () => res.writeHead(answer.status, answer.headers).end('ok');
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    ca: cert,
    url: (path, host = '127.0.0.1') => `https://${host}:${port}${path}`,
    requests,
    on: (path, responder) => responders.set(path, responder),
    waitFor: (path, count) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = requests.filter((r) => r.path === path);
          if (found.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${path} got ${requests.filter((r) => r.path === path).length} of ${count} requests within 15 s`));
        }, 15_000);
        waiters.add(check);
        check();
      }),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
