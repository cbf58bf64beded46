import { ScanNotSent, type DoorScan, type ScanAnswer } from '../api/check-in';

/** Where the phone keeps scans made offline: they outlive a reload of the page. */
export const QUEUE_KEY = 'limelight.check-in.queue';

export interface QueueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface SentScan {
  scan: DoorScan;
  answer: ScanAnswer;
}

/**
 * Scans made while the phone is offline, in the order they were made. Each keeps its scan id, so a scan sent
 * twice (its answer lost on the way back) is settled by the server: the second answer says this scan admitted it.
 */
export class ScanQueue {
  private flushing: Promise<SentScan[]> | null = null;

  constructor(
    private readonly storage: QueueStorage,
    private readonly key = QUEUE_KEY,
  ) {}

  all(): DoorScan[] {
    try {
      const stored: unknown = JSON.parse(this.storage.getItem(this.key) ?? '[]');
      return Array.isArray(stored) ? (stored as DoorScan[]) : [];
    } catch {
      return [];
    }
  }

  add(scan: DoorScan): void {
    if (!this.all().some((queued) => queued.scanId === scan.scanId)) this.save([...this.all(), scan]);
  }

  /**
   * Sends the queued scans in order until one cannot be sent (still offline); each answered scan leaves the
   * queue. Answers those sent. A flush already under way is joined, never run twice at once.
   */
  flush(send: (scan: DoorScan) => Promise<ScanAnswer>): Promise<SentScan[]> {
    this.flushing ??= this.sendAll(send).finally(() => (this.flushing = null));
    return this.flushing;
  }

  private async sendAll(send: (scan: DoorScan) => Promise<ScanAnswer>): Promise<SentScan[]> {
    const sent: SentScan[] = [];
    for (const scan of this.all()) {
      let answer: ScanAnswer;
      try {
        answer = await send(scan);
      } catch (error) {
        if (error instanceof ScanNotSent) break;
        throw error;
      }
      this.save(this.all().filter((queued) => queued.scanId !== scan.scanId));
      sent.push({ scan, answer });
    }
    return sent;
  }

  private save(scans: DoorScan[]): void {
    this.storage.setItem(this.key, JSON.stringify(scans));
  }
}
