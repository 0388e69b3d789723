import { type SQL, sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';

interface SessionParts {
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
  transaction: (
    run: (tx: NodePgTransaction<never, never>) => Promise<unknown>,
    config?: PgTransactionConfig,
  ) => Promise<unknown>;
}

/**
 * Drizzle's transactions on a pg pool, with two holes closed (decision 0030): a `begin` that fails (the link dropped
 * while the connection sat idle) threw before Drizzle's `finally`, so the connection was never given back and the
 * pool shrank by one for good; and a connection whose `rollback` (or `commit`) failed went back to the pool as if
 * healthy. Here the connection is always given back, and discarded when its state is unknown.
 */
export function givePoolTransactionsBack(db: unknown, pool: pg.Pool): void {
  const session = (db as { session: SessionParts }).session;
  session.transaction = async (run, config) => {
    const client = await pool.connect();
    const tx = new NodePgTransaction(
      session.dialect,
      new NodePgSession(client, session.dialect, session.schema, session.options),
      session.schema,
    );
    let step: 'begin' | 'work' | 'commit' = 'begin';
    let broken: Error | undefined;
    try {
      const settings = config
        ? (tx as unknown as { getTransactionConfigSQL(c: PgTransactionConfig): SQL }).getTransactionConfigSQL(
            config,
          )
        : undefined;
      await tx.execute(sql`begin${settings ? sql` ${settings}` : undefined}`);
      step = 'work';
      let result: unknown;
      try {
        result = await run(tx as NodePgTransaction<never, never>);
      } catch (error) {
        await tx.execute(sql`rollback`).catch((rollbackFailed: Error) => {
          broken = rollbackFailed;
        });
        throw error;
      }
      step = 'commit';
      await tx.execute(sql`commit`);
      return result;
    } catch (error) {
      // A failed begin or commit leaves nothing certain about the connection: it is not used again.
      if (step !== 'work') broken = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.release(broken);
    }
  };
}
