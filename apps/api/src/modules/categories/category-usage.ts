import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { CategoryRow } from '../../db/schema/categories';
import { events } from '../../db/schema/events';
import { defineStatement, runStatement } from '../../db/statement';

// A read model (apps/api/architecture.json): a category's use is the number of events that name it, and events sit
// above categories, so the count reads the events table here instead of calling up a layer.

export type CategoryWithCount = CategoryRow & { eventCount: number };

const CATEGORIES_WITH_COUNTS = defineStatement<CategoryWithCount>(
  'categories_with_event_counts',
  [],
  `select c.id, c.name, c.description, c.created_at as "createdAt", c.event_count as "eventCount"
   from categories c order by c.name`,
);

/**
 * Every category with how many events (any state) use it, so an admin table can disable delete. A prepared read:
 * the list shows on every visit of the event list (docs/decisions/0020); the count is the one the trigger
 * events_category_count keeps on the category (decision 0045), not a count of the events table.
 */
export function listCategories(db: DbOrTx): Promise<CategoryWithCount[]> {
  return runStatement(db, CATEGORIES_WITH_COUNTS, {});
}

/** How many events (any state) name the category. */
export async function countEventsUsingCategory(db: DbOrTx, categoryId: string): Promise<number> {
  const [used] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(events)
    .where(eq(events.categoryId, categoryId));
  return used?.count ?? 0;
}
