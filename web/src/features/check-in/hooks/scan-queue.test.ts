import { describe, expect, it, vi } from 'vitest';
import { ScanNotSent, type DoorScan, type ScanAnswer } from '../api/check-in';
import { ScanQueue, type QueueStorage } from './scan-queue';

/** The phone's storage: what one page wrote, the next page (after a reload) reads. */
const storage = (): QueueStorage & { items: Map<string, string> } => {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
};
const scan = (n: number): DoorScan => ({ scanId: `scan-${n}`, eventId: 'e1', eventDateId: 'd1', code: `LL1.code-${n}.sig`, scannedAt: `2026-12-05T01:0${n}:00.000Z` });
const admitted = (s: DoorScan): ScanAnswer => ({ kind: 'admitted', checkedIn: { id: s.scanId, firstName: 'Ada', sameScan: false } as never });

describe('the phone’s queue of scans made offline', () => {
  it('keeps scans in the order they were made, once each, across a reload of the page', () => {
    const phone = storage();
    const before = new ScanQueue(phone);
    before.add(scan(1));
    before.add(scan(2));
    before.add(scan(1));
    expect(new ScanQueue(phone).all().map((s) => s.scanId)).toEqual(['scan-1', 'scan-2']);
    // Whatever else the storage holds under the key reads as an empty queue.
    phone.items.set('limelight.check-in.queue', 'not json');
    expect(new ScanQueue(phone).all()).toEqual([]);
  });

  it('sends them in order with their scan ids when the connection is back, and stops at the first that cannot go', async () => {
    const queue = new ScanQueue(storage());
    [1, 2, 3].forEach((n) => queue.add(scan(n)));
    let online = false;
    const server = vi.fn(async (s: DoorScan): Promise<ScanAnswer> => {
      if (!online || s.scanId === 'scan-3') throw new ScanNotSent('offline');
      return s.scanId === 'scan-2' ? { kind: 'refused', message: 'This ticket was refunded' } : admitted(s);
    });
    expect(await queue.flush(server)).toEqual([]);
    expect(queue.all()).toHaveLength(3);

    online = true;
    const sent = await queue.flush(server);
    expect(sent.map(({ scan: s, answer }) => [s.scanId, answer.kind])).toEqual([
      ['scan-1', 'admitted'],
      ['scan-2', 'refused'],
    ]);
    // Offline, the first scan was tried and the rest waited; then each went once, in order.
    expect(server.mock.calls.map(([s]) => s.scanId)).toEqual(['scan-1', 'scan-1', 'scan-2', 'scan-3']);
    expect(queue.all().map((s) => s.scanId)).toEqual(['scan-3']);
  });

  it('sends a scan once when two flushes start together, and again (same scan id) only if its answer never came', async () => {
    const queue = new ScanQueue(storage());
    queue.add(scan(1));
    const sentIds: string[] = [];
    let answerLost = true;
    const server = async (s: DoorScan): Promise<ScanAnswer> => {
      sentIds.push(s.scanId);
      await Promise.resolve();
      // The first answer is lost on the way back: the phone still has the scan and sends it again.
      if (answerLost) {
        answerLost = false;
        throw new ScanNotSent('offline');
      }
      return { kind: 'admitted', checkedIn: { id: 'r1', sameScan: true, message: 'Already checked in by this scan at 8:01 PM EST' } as never };
    };
    const [first, second] = await Promise.all([queue.flush(server), queue.flush(server)]);
    expect(first).toEqual([]);
    expect(second).toEqual([]);
    expect(sentIds).toEqual(['scan-1']);
    const [settled] = await queue.flush(server);
    expect(sentIds).toEqual(['scan-1', 'scan-1']);
    expect(settled!.answer).toMatchObject({ kind: 'admitted', checkedIn: { sameScan: true } });
    expect(queue.all()).toEqual([]);
  });
});
