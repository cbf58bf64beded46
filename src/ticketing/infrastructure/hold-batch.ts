import type { HoldLine, InventoryResult } from '../contracts/inventory.js';

/** The most calls one transaction decides: a batch stays short, so the row lock it holds does too. */
const MAX_BATCH = 256;

interface Waiting<Call, Result> {
  call: Call;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

/**
 * Group commit: calls with the same key are decided together, one transaction per batch. A batch starts at once when
 * none of its key is in flight; calls arriving meanwhile wait and form the next batch (no fixed wait, at most
 * MAX_BATCH calls). Each call is answered on its own. When a batch fails, each of its calls is tried again alone, in
 * arrival order (`alone`), so one call the database refuses fails only itself, and an error that persists reaches
 * every caller; none is left waiting.
 */
export class GroupCommit<Call, Result> {
  private readonly queues = new Map<string, Waiting<Call, Result>[]>();

  constructor(
    private readonly batch: (calls: Call[]) => Promise<Result[]>,
    private readonly alone: (call: Call) => Promise<Result>,
  ) {}

  submit(key: string, call: Call): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      const queue = this.queues.get(key);
      if (queue) return void queue.push({ call, resolve, reject });
      const started = [{ call, resolve, reject }];
      this.queues.set(key, started);
      void this.drain(key, started);
    });
  }

  /** Runs the key's batches one after another until nobody waits; the key is in flight meanwhile. */
  private async drain(key: string, queue: Waiting<Call, Result>[]): Promise<void> {
    while (queue.length) {
      const batch = queue.splice(0, MAX_BATCH);
      try {
        const results = await this.batch(batch.map((waiting) => waiting.call));
        batch.forEach((waiting, n) => waiting.resolve(results[n]!));
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        else for (const waiting of batch) await this.alone(waiting.call).then(waiting.resolve, waiting.reject);
      }
    }
    this.queues.delete(key);
  }
}

/** A hold of plain lines (no seats, promo code or share code): what a batch of holds decides. */
export interface PlainHold {
  orderId: string;
  lines: readonly HoldLine[];
  expiresAt: Date;
}

/** A sale of plain lines, not of guests' kept places: what a batch of sales decides. */
export interface PlainSale {
  orderId: string;
  lines: readonly HoldLine[];
}

/** A ticket type as a batch finds it under its lock: capacity less sold, and the live holds of every order. */
export interface Stock {
  free: number;
  held: number;
}

/** One of an order's hold rows: held (live until its deadline) or sold. */
export interface OrderHold {
  ticketTypeId: string;
  quantity: number;
  committed: boolean;
  live: boolean;
}

/**
 * What a batch reads once under its locks, at one instant: its ticket types' stock, every hold row of its orders,
 * and which of its orders reserve a promo code use. The decisions update it as if each call ran alone in turn.
 */
export interface BatchState {
  stock: Map<string, Stock>;
  orders: Map<string, OrderHold[]>;
  promo: Set<string>;
}

/** The order's live holds of the ticket type: they do not count against the order itself. */
const ownLive = (holds: readonly OrderHold[], ticketTypeId: string) =>
  holds.filter((hold) => hold.ticketTypeId === ticketTypeId && hold.live && !hold.committed).reduce((sum, hold) => sum + hold.quantity, 0);

/** The ticket types among the lines with too few tickets left for the order (its own live holds aside). */
function tooShort(state: BatchState, holds: readonly OrderHold[], lines: readonly HoldLine[]): string[] {
  return lines
    .filter((line) => {
      const type = state.stock.get(line.ticketTypeId);
      return !type || type.free - (type.held - ownLive(holds, line.ticketTypeId)) < line.quantity;
    })
    .map((line) => line.ticketTypeId);
}

/** The order's unsold hold rows go: their live tickets no longer count as held. */
function dropHolds(state: BatchState, holds: readonly OrderHold[]): OrderHold[] {
  for (const hold of holds) {
    const type = state.stock.get(hold.ticketTypeId);
    if (type && hold.live && !hold.committed) type.held -= hold.quantity;
  }
  return holds.filter((hold) => hold.committed);
}

/**
 * Decides a batch of holds in arrival order, as if each call ran alone after the ones before it: a call fits when
 * each of its lines fits in the capacity left (its order's live holds aside, as they are replaced); then its order's
 * unsold holds are replaced by its lines. A refused call changes nothing and names the ticket types too short.
 */
export function decideHolds(calls: readonly PlainHold[], state: BatchState): InventoryResult[] {
  return calls.map((call): InventoryResult => {
    const holds = state.orders.get(call.orderId) ?? [];
    const soldOut = tooShort(state, holds, call.lines);
    if (soldOut.length) return { ok: false, soldOut };
    const kept = dropHolds(state, holds);
    for (const line of call.lines) state.stock.get(line.ticketTypeId)!.held += line.quantity;
    state.orders.set(call.orderId, [...kept, ...call.lines.map((line) => ({ ticketTypeId: line.ticketTypeId, quantity: line.quantity, committed: false, live: true }))]);
    return { ok: true };
  });
}

/**
 * Decides a batch of sales in arrival order, as `commit` does alone: an order already sold is answered at once; an
 * order whose holds are all live is sold its lines (`'sold'`: the batch writes the sale); one whose holds lapsed (or
 * that has none) only if capacity allows. An order reserving a promo code use is left to a sale of its own
 * (`'alone'`): the code's limit is checked there.
 */
export function decideSales(calls: readonly PlainSale[], state: BatchState): (InventoryResult | 'sold' | 'alone')[] {
  return calls.map((call): InventoryResult | 'sold' | 'alone' => {
    const holds = state.orders.get(call.orderId) ?? [];
    if (holds.some((hold) => hold.committed)) return { ok: true };
    if (state.promo.has(call.orderId)) return 'alone';
    if (!holds.length || holds.some((hold) => !hold.live)) {
      const soldOut = tooShort(state, holds, call.lines);
      if (soldOut.length) return { ok: false, soldOut };
    }
    dropHolds(state, holds);
    for (const line of call.lines) {
      const type = state.stock.get(line.ticketTypeId);
      if (type) type.free -= line.quantity;
    }
    state.orders.set(call.orderId, call.lines.map((line) => ({ ticketTypeId: line.ticketTypeId, quantity: line.quantity, committed: true, live: false })));
    return 'sold';
  });
}
