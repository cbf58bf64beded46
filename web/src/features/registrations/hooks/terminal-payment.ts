import { useEffect, useState } from 'react';

/** Seeds 000 §9 and 002 §9: the reader's status every 3 s, given up after 60 s; an error stays 5 s. */
export const POLL_MS = 3000;
export const CUTOFF_MS = 60_000;
export const ERROR_MS = 5000;

export const TERMINAL_TEXT = {
  processing: 'Processing payment...',
  timedOut: 'Sorry your request timed out.',
  error: 'There was an error with the payment. Please try again.',
} as const;

export interface TerminalAnswer {
  status: 'processing' | 'succeeded' | 'failed' | 'canceled';
  message?: string | null;
  testMode?: boolean;
}

/** The calls the flow makes; `start` makes the box-office order when there is none yet and hands it to the reader. */
export interface TerminalCalls {
  start(readerId: string): Promise<TerminalAnswer>;
  check(): Promise<TerminalAnswer>;
  cancel(readerId: string): Promise<TerminalAnswer>;
  confirm(readerId: string): Promise<TerminalAnswer>;
}

/** Timers, injectable so tests run on a fake clock. */
export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}
const realTimers: Timers = { setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (handle) => clearTimeout(handle as number), now: () => Date.now() };

export type TerminalState =
  | { step: 'choose'; error: string | null }
  | { step: 'starting' }
  | { step: 'processing'; testMode: boolean }
  | { step: 'timedOut' }
  | { step: 'succeeded' };

/**
 * Seed 002 §4 'Guest terminal payment': hand the payment to the reader, then poll its status every 3 s;
 * succeeded leads to success; canceled resets; a failure resets with its message shown for 5 s; at 60 s the
 * flow stops polling, cancels the reader's action and says it timed out (Try Again starts over).
 */
export class TerminalPaymentFlow {
  state: TerminalState = { step: 'choose', error: null };
  private readerId = '';
  private startedAt = 0;
  private poll: unknown = null;
  private errorTimer: unknown = null;
  /** Each start or stop begins a new run; answers of an older run are ignored. */
  private run = 0;
  private testMode = false;

  constructor(
    private readonly calls: TerminalCalls,
    private readonly onChange: (state: TerminalState) => void,
    private readonly timers: Timers = realTimers,
  ) {}

  async start(readerId: string): Promise<void> {
    this.stopTimers();
    const run = ++this.run;
    this.readerId = readerId;
    this.set({ step: 'starting' });
    try {
      const answer = await this.calls.start(readerId);
      if (run !== this.run) return;
      this.startedAt = this.timers.now();
      this.testMode = !!answer.testMode;
      this.take(answer, run);
    } catch (error) {
      if (run === this.run) this.fail(error instanceof Error ? error.message : TERMINAL_TEXT.error);
    }
  }

  /** The box office stops the reader. */
  async cancel(): Promise<void> {
    this.stopTimers();
    const run = ++this.run;
    const answer = await this.calls.cancel(this.readerId).catch((): TerminalAnswer => ({ status: 'canceled' }));
    if (run !== this.run) return;
    if (answer.status === 'succeeded') this.set({ step: 'succeeded' });
    else this.set({ step: 'choose', error: null });
  }

  /** Presents the test card on the simulated reader (only offered when the API says it may). */
  async confirm(): Promise<void> {
    const run = this.run;
    const answer = await this.calls.confirm(this.readerId).catch((): TerminalAnswer | null => null);
    if (answer && run === this.run && answer.status !== 'processing') {
      this.stopTimers();
      this.take(answer, run);
    }
  }

  dispose(): void {
    this.run++;
    this.stopTimers();
  }

  private take(answer: TerminalAnswer, run: number): void {
    switch (answer.status) {
      case 'succeeded':
        return this.set({ step: 'succeeded' });
      case 'failed':
        return this.fail(answer.message || TERMINAL_TEXT.error);
      case 'canceled':
        return this.set({ step: 'choose', error: null });
      case 'processing':
        if (this.timers.now() - this.startedAt >= CUTOFF_MS) {
          this.run++;
          this.set({ step: 'timedOut' });
          void this.calls.cancel(this.readerId).catch(() => undefined);
          return;
        }
        this.set({ step: 'processing', testMode: this.testMode });
        this.poll = this.timers.setTimeout(() => void this.check(run), POLL_MS);
    }
  }

  private async check(run: number): Promise<void> {
    const answer = await this.calls.check().catch((): TerminalAnswer => ({ status: 'processing' }));
    if (run === this.run) this.take(answer, run);
  }

  private fail(message: string): void {
    this.set({ step: 'choose', error: message });
    this.errorTimer = this.timers.setTimeout(() => {
      if (this.state.step === 'choose') this.set({ step: 'choose', error: null });
    }, ERROR_MS);
  }

  private stopTimers(): void {
    if (this.poll !== null) this.timers.clearTimeout(this.poll);
    if (this.errorTimer !== null) this.timers.clearTimeout(this.errorTimer);
    this.poll = this.errorTimer = null;
  }

  private set(state: TerminalState): void {
    this.state = state;
    this.onChange(state);
  }
}

/** The flow in a component: its state, and the actions. `calls` must stay the same object (memoised). */
export function useTerminalPayment(calls: TerminalCalls, timers?: Timers) {
  const [state, setState] = useState<TerminalState>({ step: 'choose', error: null });
  const [flow] = useState(() => new TerminalPaymentFlow(calls, setState, timers));
  useEffect(() => () => flow.dispose(), [flow]);
  return { state, start: (readerId: string) => flow.start(readerId), cancel: () => flow.cancel(), confirm: () => flow.confirm() };
}
