import { inOrderedRuns, type Step } from '../../src/shared/projections/set-writes.js';

/** Facts as `row:stage` (`!` for a step its statement takes once per row). */
const steps = (fact: string): Step[] => [{ row: fact.split(':')[0]!, stage: Number(fact.split(':')[1]!.replace('!', '')), once: fact.endsWith('!') }];
const runs = (facts: string[]) => inOrderedRuns(facts, steps);

describe('cutting a batch into runs of set-based statements', () => {
  it('keeps a batch whole when every row is written in stage order', () => {
    expect(runs(['a:0', 'b:0', 'a:1', 'b:1', 'a:1', 'c:1'])).toEqual([['a:0', 'b:0', 'a:1', 'b:1', 'a:1', 'c:1']]);
  });

  it('cuts before a fact its statement would write before an earlier fact of the same row', () => {
    expect(runs(['a:1', 'b:0', 'a:0', 'a:1'])).toEqual([['a:1', 'b:0'], ['a:0', 'a:1']]);
  });

  it('cuts before a second step of a row that its statement takes only once', () => {
    expect(runs(['a:1!', 'b:1!', 'a:1!', 'a:1!'])).toEqual([['a:1!', 'b:1!'], ['a:1!'], ['a:1!']]);
  });

  it('gives no run for no facts', () => {
    expect(runs([])).toEqual([]);
  });
});
