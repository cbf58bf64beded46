import { describe, expect, it, vi } from 'vitest';
import { CUTOFF_MS, ERROR_MS, POLL_MS, TerminalPaymentFlow, type TerminalAnswer, type TerminalCalls, type TerminalState, type Timers } from './terminal-payment';

/** A clock the test moves by hand: timers fire only when it passes their time. */
class FakeClock implements Timers {
  private time = 0;
  private timers = new Map<number, { at: number; run: () => void }>();
  private next = 0;
  now = () => this.time;
  setTimeout = (run: () => void, ms: number) => {
    this.timers.set(++this.next, { at: this.time + ms, run });
    return this.next;
  };
  clearTimeout = (handle: unknown) => void this.timers.delete(handle as number);
  async advance(ms: number) {
    const until = this.time + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = due[1].at;
      due[1].run();
      await flush();
    }
    this.time = until;
  }
}
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function setUp(answers: Partial<Record<keyof TerminalCalls, TerminalAnswer[]>>) {
  const clock = new FakeClock();
  const states: TerminalState[] = [];
  const queue = (name: keyof TerminalCalls) => vi.fn(async () => answers[name]?.shift() ?? { status: 'processing' as const });
  const calls = { start: queue('start'), check: queue('check'), cancel: queue('cancel'), confirm: queue('confirm') };
  const flow = new TerminalPaymentFlow(calls, (state) => states.push(state), clock);
  return { clock, calls, flow, last: () => states[states.length - 1] };
}

describe('card reader payment flow', () => {
  it('polls every 3 seconds while processing and ends in success', async () => {
    const { clock, calls, flow, last } = setUp({ start: [{ status: 'processing', testMode: true }], check: [{ status: 'processing' }, { status: 'succeeded' }] });
    await flow.start('r1');
    expect(last()).toEqual({ step: 'processing', testMode: true });
    await clock.advance(POLL_MS - 1);
    expect(calls.check).not.toHaveBeenCalled();
    await clock.advance(1);
    expect(calls.check).toHaveBeenCalledTimes(1);
    await clock.advance(POLL_MS);
    expect(last()).toEqual({ step: 'succeeded' });
    await clock.advance(POLL_MS * 5);
    expect(calls.check).toHaveBeenCalledTimes(2);
  });

  it('shows a failure for 5 seconds, then lets the box office choose again', async () => {
    const { clock, flow, last } = setUp({ check: [{ status: 'failed', message: null }] });
    await flow.start('r1');
    await clock.advance(POLL_MS);
    expect(last()).toEqual({ step: 'choose', error: 'There was an error with the payment. Please try again.' });
    await clock.advance(ERROR_MS - 1);
    expect(last()).toMatchObject({ error: expect.any(String) });
    await clock.advance(1);
    expect(last()).toEqual({ step: 'choose', error: null });
  });

  it("shows the provider's reason when it gives one, and a canceled payment simply resets", async () => {
    const declined = setUp({ check: [{ status: 'failed', message: 'Your card was declined.' }] });
    await declined.flow.start('r1');
    await declined.clock.advance(POLL_MS);
    expect(declined.last()).toEqual({ step: 'choose', error: 'Your card was declined.' });
    const canceled = setUp({ check: [{ status: 'canceled' }] });
    await canceled.flow.start('r1');
    await canceled.clock.advance(POLL_MS);
    expect(canceled.last()).toEqual({ step: 'choose', error: null });
  });

  it('gives up after 60 seconds: stops polling, cancels the reader and says it timed out; Try Again starts over', async () => {
    const { clock, calls, flow, last } = setUp({});
    await flow.start('r1');
    await clock.advance(CUTOFF_MS - 1);
    expect(last()).toMatchObject({ step: 'processing' });
    await clock.advance(POLL_MS);
    expect(last()).toEqual({ step: 'timedOut' });
    expect(calls.cancel).toHaveBeenCalledWith('r1');
    const polls = calls.check.mock.calls.length;
    expect(polls).toBe(Math.floor(CUTOFF_MS / POLL_MS));
    await clock.advance(CUTOFF_MS);
    expect(calls.check).toHaveBeenCalledTimes(polls);

    await flow.start('r2');
    expect(calls.start).toHaveBeenLastCalledWith('r2');
    expect(last()).toMatchObject({ step: 'processing' });
  });

  it('cancels on request: polling stops and the box office chooses again (unless it was paid just before)', async () => {
    const { clock, calls, flow, last } = setUp({ cancel: [{ status: 'canceled' }, { status: 'succeeded' }] });
    await flow.start('r1');
    await flow.cancel();
    expect(last()).toEqual({ step: 'choose', error: null });
    await clock.advance(POLL_MS * 3);
    expect(calls.check).not.toHaveBeenCalled();
    await flow.start('r1');
    await flow.cancel();
    expect(last()).toEqual({ step: 'succeeded' });
  });

  it('takes the test card’s outcome at once', async () => {
    const { flow, last } = setUp({ confirm: [{ status: 'succeeded' }] });
    await flow.start('r1');
    await flow.confirm();
    expect(last()).toEqual({ step: 'succeeded' });
  });

  it("shows a refused start with the API's message", async () => {
    const { flow, last, calls } = setUp({});
    calls.start.mockRejectedValueOnce(new Error('Please check your terminal payments'));
    await flow.start('r1');
    expect(last()).toEqual({ step: 'choose', error: 'Please check your terminal payments' });
  });
});
