import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column written with its table's name. Drizzle leaves columns bare in a single-table select or in the RETURNING of
 * a single-table UPDATE, where a correlated subquery would then read its own table's column of the same name.
 */
export const qualified = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
