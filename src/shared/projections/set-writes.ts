import type pg from 'pg';

/**
 * Helpers for projections that write a batch with a few set-based statements instead of one per event.
 * A batch must leave exactly the rows that applying its events one by one would: the statements below keep
 * the events' order where it matters (ordinality), and `inOrderedRuns` cuts a batch where it would not.
 */

/** A column of the rows written: its name and PostgreSQL type (`uuid`, `text`, `bigint`, `jsonb`…). */
export type Column = readonly [name: string, type: string];

/**
 * `rows` as a FROM item named `alias`, whose columns are the given names plus `ord`, each row's place in
 * `rows`. They travel as one JSON parameter (`$1`): much cheaper to write than an array per column.
 */
export function fromRows(columns: readonly Column[], rows: readonly (readonly unknown[])[], alias = 'r'): { from: string; params: [string] } {
  const fields = columns.map(([name, type], i) => `(e.v->>${i})::${type} AS "${name}"`).join(', ');
  return { from: `(SELECT ${fields}, e.ord FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e(v, ord)) AS ${alias}`, params: [JSON.stringify(rows)] };
}

/**
 * One INSERT of `rows` in their order (so among rows with the same key the first wins, as event by event);
 * `then` is the statement's tail (`ON CONFLICT …`, `RETURNING …`). Nothing is sent for no rows.
 */
export async function insertRows<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  client: pg.ClientBase,
  table: string,
  columns: readonly Column[],
  rows: readonly (readonly unknown[])[],
  then = '',
): Promise<Row[]> {
  if (!rows.length) return [];
  const { from, params } = fromRows(columns, rows);
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  return (await client.query<Row>(`INSERT INTO ${table} (${names}) SELECT ${names} FROM ${from} ORDER BY ord ${then}`, params)).rows;
}

/** What applying one fact does to one row (or set of rows): the statement (`stage`) that writes it. */
export interface Step {
  /** Names the row the step writes or reads, e.g. `patron_totals:<owner>:<email>:<currency>`. */
  row: string;
  /** A run's statements run in stage order: a step of stage 0 is written before any of stage 1. */
  stage: number;
  /** The stage's statement can take one such step per row (it sets the row's columns rather than adding to them). */
  once?: boolean;
}

/**
 * Cuts facts (in feed order) into runs that a projection may apply stage by stage, each stage one
 * statement, with the same result as one by one: a run ends before a fact that would otherwise be written
 * before an earlier fact's step on the same row (a lower stage), or in the same statement as one it may
 * not share it with (`once`). Facts on different rows never cut a run.
 */
export function inOrderedRuns<Fact>(facts: readonly Fact[], stepsOf: (fact: Fact) => readonly Step[]): Fact[][] {
  const runs: Fact[][] = [];
  let run: Fact[] = [];
  let stages = new Map<string, number>();
  for (const fact of facts) {
    const steps = stepsOf(fact);
    const cut = steps.some((step) => {
      const reached = stages.get(step.row);
      return reached !== undefined && (reached > step.stage || (reached === step.stage && step.once));
    });
    if (cut) {
      runs.push(run);
      run = [];
      stages = new Map();
    }
    run.push(fact);
    for (const step of steps) stages.set(step.row, Math.max(stages.get(step.row) ?? step.stage, step.stage));
  }
  if (run.length) runs.push(run);
  return runs;
}
