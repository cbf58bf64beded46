import { Webhook } from 'standardwebhooks';
import { WEBHOOK_EVENT_GROUPS, WEBHOOK_EVENT_TYPES } from './event-types.js';
import { parseIPv6, refusalOf } from './public-address.js';
import { nextRetryDelay, parseRetryAfter, RETRY_DELAYS_MS } from './retry-schedule.js';
import { generateSecret, signWebhook } from './signature.js';
import { checkWebhook } from './webhook-rules.js';

describe('webhook addresses', () => {
  const refused = (address: string, allowLoopback = false) => refusalOf(address, { allowLoopback });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['198.18.0.1', 'benchmarking'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['[::1]', 'loopback'],
    ['fe80::1%eth0', 'link-local'],
    ['fd00::1', 'unique-local'],
    ['fc12:3456::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['2002:a00:1::', 'private'],
    ['::10.0.0.1', 'reserved'],
    ['2001:db8::1', 'documentation'],
  ])('refuses %s (%s)', (address, kind) => {
    expect(refused(address)).toBe(`${address} is a${/^(a|e|i|o|unsp)/.test(kind) ? 'n' : ''} ${kind} address`);
  });

  it.each(['8.8.8.8', '93.184.215.14', '172.32.0.1', '100.128.0.1', '2606:4700::6810:84e5', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'])('admits the public address %s', (address) => {
    expect(refused(address)).toBeNull();
  });

  it('admits loopback only when allowed, and nothing else private with it', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(refused(address, true)).toBeNull();
    for (const address of ['10.0.0.1', '169.254.169.254', '192.168.0.1', 'fd00::1', '::']) expect(refused(address, true)).not.toBeNull();
  });

  it('reads IPv6 in all its spellings, and refuses what is not an address', () => {
    expect(parseIPv6('::1')).toEqual([...Array<number>(15).fill(0), 1]);
    expect(parseIPv6('0:0:0:0:0:0:0:1')).toEqual(parseIPv6('::1'));
    expect(parseIPv6('::ffff:127.0.0.1')).toEqual(parseIPv6('::ffff:7f00:1'));
    for (const bad of ['1::2::3', '12345::', '1:2:3:4:5:6:7:8:9', 'g::1', '1:2:3:4:5:6:7']) expect(parseIPv6(bad)).toBeNull();
    expect(refused('example.com')).toBe('example.com is not an IP address');
  });
});

describe('webhook retries', () => {
  it('follows the schedule 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then gives up after the 8th attempt', () => {
    const exact = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => nextRetryDelay(n, null, RETRY_DELAYS_MS, exact))).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000]);
    expect(nextRetryDelay(8, null, RETRY_DELAYS_MS, exact)).toBeNull();
  });

  it('spreads each delay by at most 10%', () => {
    expect(nextRetryDelay(2, null, RETRY_DELAYS_MS, () => 0)).toBe(270_000);
    expect(nextRetryDelay(2, null, RETRY_DELAYS_MS, () => 1)).toBe(330_000);
  });

  it('waits at least as long as Retry-After asks (in seconds or as a date), up to 10 hours', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Tue, 01 Jan 2030 00:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(nextRetryDelay(1, 120_000, RETRY_DELAYS_MS, () => 0.5)).toBe(120_000);
    expect(nextRetryDelay(2, 1_000, RETRY_DELAYS_MS, () => 0.5)).toBe(300_000);
    expect(nextRetryDelay(1, 10 * 86_400_000, RETRY_DELAYS_MS, () => 0.5)).toBe(36_000_000);
  });
});

describe('webhook signatures', () => {
  it('signs as Standard Webhooks verifies', () => {
    const secret = generateSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const body = JSON.stringify({ type: 'order.created', timestamp: new Date().toISOString(), data: { orderId: 'o1' } });
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = { 'webhook-id': 'msg_1', 'webhook-timestamp': String(timestamp), 'webhook-signature': signWebhook(secret, 'msg_1', timestamp, body) };
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(generateSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(body.replace('o1', 'o2'), headers)).toThrow();
  });
});

describe('webhook form rules', () => {
  it('lists the seeds’ event types in their groups', () => {
    expect(WEBHOOK_EVENT_GROUPS.orders).toEqual(['order.created', 'order.completed']);
    expect(WEBHOOK_EVENT_TYPES).toHaveLength(12);
  });

  it('checks the URL first, then the events, then the status', () => {
    expect(checkWebhook({ url: '', eventTypes: [] })).toEqual({ error: 'Webhook URL is required' });
    expect(checkWebhook({ url: 'http://x.example', eventTypes: [] })).toEqual({ error: 'Invalid Webhook URL: HTTPS Required' });
    expect(checkWebhook({ url: 'HTTPS://x.example/a', eventTypes: ['order.created'] })).toEqual({ fields: { url: 'HTTPS://x.example/a', eventTypes: ['order.created'], status: undefined } });
    expect(checkWebhook({ url: 'https://x.example', eventTypes: [] })).toEqual({ error: 'Please select at least one event' });
    expect(checkWebhook({ url: 'https://x.example', eventTypes: ['order.created'], status: 'paused' })).toEqual({ error: 'Status must be active or inactive' });
  });
});
