import { lookup as dnsLookup } from 'node:dns/promises';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIpAddress, refusalOf } from '../domain/public-address.js';

export interface SendOptions {
  allowLoopback: boolean;
  /** Connections (keep-alive) and the certificate authorities trusted, e.g. a test receiver's own. */
  agent: https.Agent;
  /** The whole attempt: name resolution, connection, request and answer. */
  timeoutMs: number;
  /** Name resolution; DNS by default. */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
}

export type SendResult = { statusCode: number; retryAfter?: string } | { error: string };

const resolveAll = (hostname: string) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Posts one webhook attempt. The host name is resolved here and every address checked (no private,
 * loopback or other non-public address), then the connection goes to the checked address only (the
 * DNS answer is pinned, so a second lookup cannot point elsewhere) with SNI and Host still the name.
 * Redirects are not followed: anything but 2xx is the receiver's answer as it stands.
 */
export async function sendWebhook(url: string, headers: Record<string, string>, body: string, options: SendOptions): Promise<SendResult> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { error: 'Invalid webhook URL' };
  }
  if (target.protocol !== 'https:') return { error: 'Refused: only https:// addresses' };
  const deadline = Date.now() + options.timeoutMs;
  const timedOut = `Timed out after ${options.timeoutMs / 1000} s`;
  const hostname = target.hostname.replace(/^\[|\]$/g, '');

  let addresses: { address: string; family: number }[];
  if (isIpAddress(hostname)) {
    const refusal = refusalOf(hostname, { allowLoopback: options.allowLoopback });
    if (refusal) return { error: `Refused: ${refusal}` };
    addresses = [{ address: hostname, family: hostname.includes(':') ? 6 : 4 }];
  } else {
    let timer: NodeJS.Timeout | undefined;
    try {
      addresses = await Promise.race([
        (options.resolve ?? resolveAll)(hostname),
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(timedOut)), options.timeoutMs))),
      ]);
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timer);
    }
  }
  if (!addresses.length) return { error: `No address found for ${hostname}` };
  for (const { address } of addresses) {
    const refusal = refusalOf(address, { allowLoopback: options.allowLoopback });
    if (refusal) return { error: `Refused: ${hostname} resolves to ${refusal.replace(/^\S+ is /, '')} (${address})` };
  }
  const pinned = addresses[0]!;
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };

  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = https.request(
      {
        protocol: 'https:',
        host: hostname,
        port: target.port || 443,
        path: `${target.pathname}${target.search}`,
        method: 'POST',
        agent: options.agent,
        lookup,
        auth: target.username ? `${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}` : undefined,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'Limelight-Webhooks/1' },
      },
      (response) => {
        // The body is not needed; reading it frees the connection for the next attempt.
        response.resume();
        response.on('end', () => finish({ statusCode: response.statusCode ?? 0, retryAfter: header(response.headers['retry-after']) }));
        response.on('error', (error) => finish({ error: error.message }));
      },
    );
    const timer = setTimeout(() => {
      finish({ error: timedOut });
      request.destroy();
    }, Math.max(0, deadline - Date.now()));
    request.on('error', (error) => finish({ error: error.message }));
    request.end(body);
  });
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
