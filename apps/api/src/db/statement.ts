import pg from 'pg';
import type { DbOrTx } from './client';

/**
 * One hand-written SQL statement for a hot path, written once with named parameters (`:eventId`, cast as
 * `:eventId::uuid` where the type must be said) and sent as a named prepared statement on PostgreSQL, so neither
 * the ORM's query building nor PostgreSQL's parsing and planning is paid again on every call. On PGlite (one
 * connection, in-process) it is sent as plain parameterised text.
 *
 * Rows come back as the driver gives them: timestamptz as Date, integers as numbers (cast counts with ::int),
 * json as objects. Column names are the SQL's own: alias them in camelCase where a row is handed on.
 */
export interface Statement<Params extends string, Row> {
  readonly name: string;
  readonly text: string;
  readonly params: readonly Params[];
  /**
   * Planned anew for each run's values instead of once for any (an unnamed statement on PostgreSQL): for a statement
   * whose best plan depends on a value the planner can only weigh when it sees it, such as a search word
   * (decision 0045).
   */
  readonly planEachRun?: boolean;
  /** Carries the row type only. */
  readonly row?: Row;
}

const names = new Set<string>();

/** Every `:name` in the text must be one of `params`; their order gives the positions ($1, $2, ...). */
export function defineStatement<Row, const Params extends string = string>(
  name: string,
  params: readonly Params[],
  namedText: string,
  options: { planEachRun?: boolean } = {},
): Statement<Params, Row> {
  if (names.has(name)) throw new Error(`statement ${name} is defined twice`);
  names.add(name);
  const text = namedText.replace(/(?<!:):([a-zA-Z][a-zA-Z0-9]*)/g, (_whole, param: string) => {
    const index = params.indexOf(param as Params);
    if (index < 0) throw new Error(`statement ${name}: :${param} is not one of its parameters`);
    return `$${index + 1}`;
  });
  return { name, text, params, ...(options.planEachRun ? { planEachRun: true } : {}) };
}

/**
 * A LIMIT or OFFSET whose value is the parameter `param`, written as a sub-select. PostgreSQL cannot weigh a bare
 * parameter's limit in a generic plan (it assumes a tenth of the rows), so a statement ending in `limit :n` looked
 * far costlier generic than planned for its values and was planned anew on every run, for ever. Behind a sub-select
 * neither plan sees the value, the two cost the same, and after five runs the statement keeps its generic plan
 * (decision 0048). The executor still stops after that many rows.
 */
export const rowCountParam = (param: string) => `(select :${param}::int)`;

interface DriverClient {
  query(...args: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The driver's client behind Drizzle's database or transaction: the pg pool, the transaction's pooled connection,
 * or PGlite (or its transaction). Drizzle keeps it on its session.
 */
function driverClientOf(db: DbOrTx): DriverClient {
  const client = (db as unknown as { session?: { client?: DriverClient } }).session?.client;
  if (!client) throw new Error('no database client behind this Drizzle instance');
  return client;
}

/** Runs the statement with a value for every parameter (undefined is sent as null; a missing key is a bug). */
export async function runStatement<Params extends string, Row>(
  db: DbOrTx,
  statement: Statement<Params, Row>,
  values: NoInfer<Record<Params, unknown>>,
): Promise<Row[]> {
  const given = values as Record<string, unknown>;
  const ordered = statement.params.map((param) => {
    if (!(param in given)) throw new Error(`statement ${statement.name}: no value for :${param}`);
    return given[param] ?? null;
  });
  const client = driverClientOf(db);
  const prepared = (client instanceof pg.Pool || client instanceof pg.Client) && !statement.planEachRun;
  const result = prepared
    ? await (client as pg.Pool | pg.Client).query({
        name: statement.name,
        text: statement.text,
        values: ordered,
      })
    : await (client as DriverClient).query(statement.text, ordered);
  return result.rows as Row[];
}
