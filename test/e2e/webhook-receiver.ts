import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The key and self-signed certificate of the local HTTPS webhook receiver, made once per port before the
 * server starts; the server trusts the certificate (NODE_EXTRA_CA_CERTS) and may deliver to loopback.
 */
export function receiverTls(port: number): { key: string; cert: string } {
  const dir = `${ROOT}.data/e2e/receiver-${port}`;
  const tls = { key: `${dir}/key.pem`, cert: `${dir}/cert.pem` };
  if (!existsSync(tls.cert)) {
    mkdirSync(dir, { recursive: true });
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
      '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', tls.key, '-out', tls.cert,
    ], { stdio: 'ignore' });
  }
  return tls;
}

export interface Delivery {
  headers: Record<string, string>;
  body: string;
}

/** An HTTPS endpoint on 127.0.0.1 that answers 200 and keeps what it received. */
export async function startWebhookReceiver(): Promise<{ url: string; deliveries: Delivery[]; close(): Promise<void> }> {
  const tls = receiverTls(Number(process.env.LIMELIGHT_E2E_PORT));
  const deliveries: Delivery[] = [];
  const server = createServer({ key: readFileSync(tls.key), cert: readFileSync(tls.cert) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      deliveries.push({ headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/limelight`,
    deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
