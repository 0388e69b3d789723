import type { DbOrTx } from '../../db/client';
import { defineStatement, runStatement } from '../../db/statement';

const foldDeltas = defineStatement<{ folded: number }, 'batch'>(
  'fold_tally_deltas',
  ['batch'],
  `select fold_tally_deltas(:batch::int)::int as "folded"`,
);

/**
 * Folds the deltas writers appended into the tallies (migration 0021), a batch at a time until none are left or
 * `shouldStop`. Reads are exact either way; folding keeps what they sum to a handful of rows.
 */
export async function foldTallyDeltas(
  db: DbOrTx,
  { batch = 10_000, shouldStop = () => false }: { batch?: number; shouldStop?: () => boolean } = {},
): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = await runStatement(db, foldDeltas, { batch });
    const folded = row?.folded ?? 0;
    total += folded;
    // Less than a batch: this pass caught up (writers may still be appending; the next pass takes those).
    if (folded < batch || shouldStop()) return total;
  }
}
