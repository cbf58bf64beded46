import { describe, expect, it } from 'vitest';
import type { ChartDefinition } from '../../components/seating/chart';
import { emptyDefinition } from './edits';
import { canRedo, canUndo, HISTORY_LIMIT, historyReducer, initialHistory, isDirty } from './history';

const named = (width: number): ChartDefinition => ({ ...emptyDefinition(), width });

describe('the designer’s history', () => {
  it('undoes and redoes edits in order; a new edit drops what was undone', () => {
    const [a, b, c, d] = [named(1), named(2), named(3), named(4)];
    let h = initialHistory(a);
    expect(canUndo(h)).toBe(false);
    h = historyReducer(h, { type: 'edit', definition: b });
    h = historyReducer(h, { type: 'edit', definition: c });
    h = historyReducer(h, { type: 'undo' });
    expect(h.present).toBe(b);
    h = historyReducer(h, { type: 'undo' });
    expect(h.present).toBe(a);
    expect(canUndo(h)).toBe(false);
    // Nothing more to undo: it stays.
    expect(historyReducer(h, { type: 'undo' })).toBe(h);
    h = historyReducer(h, { type: 'redo' });
    expect(h.present).toBe(b);
    expect(canRedo(h)).toBe(true);
    h = historyReducer(h, { type: 'edit', definition: d });
    expect(canRedo(h)).toBe(false);
    expect(historyReducer(h, { type: 'redo' }).present).toBe(d);
    h = historyReducer(h, { type: 'undo' });
    expect(h.present).toBe(b);
  });

  it('has unsaved changes until back at the saved definition, or saved', () => {
    const [a, b, c] = [named(1), named(2), named(3)];
    let h = initialHistory(a);
    expect(isDirty(h)).toBe(false);
    h = historyReducer(h, { type: 'edit', definition: b });
    expect(isDirty(h)).toBe(true);
    h = historyReducer(h, { type: 'undo' });
    expect(isDirty(h)).toBe(false);
    h = historyReducer(h, { type: 'redo' });
    // The server keeps (a normalised) c: saved, and the steps before it can still be undone.
    h = historyReducer(h, { type: 'saved', definition: c });
    expect(isDirty(h)).toBe(false);
    expect(h.present).toBe(c);
    expect(historyReducer(h, { type: 'undo' }).present).toBe(a);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let h = initialHistory(named(0));
    for (let i = 1; i <= HISTORY_LIMIT + 5; i++) h = historyReducer(h, { type: 'edit', definition: named(i) });
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]!.width).toBe(5);
  });

  it('forgets its steps when a chart is loaded', () => {
    let h = historyReducer(initialHistory(named(1)), { type: 'edit', definition: named(2) });
    h = historyReducer(h, { type: 'load', definition: named(9) });
    expect(canUndo(h)).toBe(false);
    expect(h.present.width).toBe(9);
  });
});
