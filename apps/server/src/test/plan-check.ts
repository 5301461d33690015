import type pg from 'pg';
import { expect } from 'vitest';

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
};
type Statement = { text: string; values: unknown[] };

/** What a search's statements may do on generated data, whatever its size: see the plan tests that set them. */
export type PlanBounds = { tables: readonly string[]; readBound: number; sortBound: number };

/**
 * The plan tests' reading of a search (ADR 0044, 0045): the statements a call sends, captured at the pool, each
 * explained as it ran (`EXPLAIN ANALYZE`), and what a plan did too much of: a scan of one of `tables` that read past
 * `readBound` rows (kept and removed), or a sort of more than `sortBound`.
 */
export function planCheck(pool: pg.Pool, bounds: PlanBounds) {
  const tables = new Set(bounds.tables);

  async function statementsOf(run: () => Promise<unknown>): Promise<Statement[]> {
    const sent: Statement[] = [];
    const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
    pool.query = ((config: unknown, values?: unknown) => {
      const text = typeof config === 'string' ? config : (config as { text: string }).text;
      const given = typeof config === 'string' ? undefined : (config as { values?: unknown[] }).values;
      sent.push({ text, values: (given ?? values ?? []) as unknown[] });
      return query(config, values);
    }) as typeof pool.query;
    try {
      await run();
    } finally {
      pool.query = query as typeof pool.query;
    }
    return sent;
  }

  function excessesOf(node: PlanNode, found: string[] = []): string[] {
    const loops = node['Actual Loops'] || 1;
    const rows = node['Actual Rows'] * loops;
    const relation = node['Relation Name'];
    if (relation && tables.has(relation)) {
      const removed = (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0);
      const read = rows + removed * loops;
      if (read > bounds.readBound) found.push(`${node['Node Type']} read ${read} ${relation}`);
    }
    if (node['Node Type'] === 'Sort') {
      const sorted = (node.Plans ?? []).reduce(
        (sum, child) => sum + child['Actual Rows'] * (child['Actual Loops'] || 1),
        0,
      );
      if (sorted > bounds.sortBound) found.push(`Sort of ${sorted} rows`);
    }
    for (const child of node.Plans ?? []) excessesOf(child, found);
    return found;
  }

  async function planOf(statement: Statement): Promise<PlanNode> {
    const { rows } = await pool.query(`explain (analyze, format json) ${statement.text}`, statement.values);
    return (rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan;
  }

  /** Every statement `run` sends stays within the bounds. */
  async function expectBounded(run: () => Promise<unknown>) {
    const statements = await statementsOf(run);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(excessesOf(await planOf(statement)), `${statement.text} ${JSON.stringify(statement.values)}`).toEqual([]);
    }
  }

  return { statementsOf, excessesOf, planOf, expectBounded };
}
