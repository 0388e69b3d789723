import type { CreateCategoryBody } from '@ticketmela/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type CategoryRow, categories } from '../../db/schema/categories';
import { events } from '../../db/schema/events';
import { defineStatement, runStatement } from '../../db/statement';
import { AppError, notFound } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { recordAudit } from '../audit/audit.service';

export type CategoryWithCount = CategoryRow & { eventCount: number };

const CATEGORIES_WITH_COUNTS = defineStatement<CategoryWithCount>(
  'categories_with_event_counts',
  [],
  `select c.id, c.name, c.description, c.created_at as "createdAt",
     (select count(*)::int from events e where e.category_id = c.id) as "eventCount"
   from categories c order by c.name`,
);

/**
 * Every category with how many events (any state) use it, so an admin table can disable delete. A prepared read:
 * the list shows on every visit of the event list (docs/decisions/0020).
 */
export function listCategories(db: DbOrTx): Promise<CategoryWithCount[]> {
  return runStatement(db, CATEGORIES_WITH_COUNTS, {});
}

const duplicateName = () => new AppError('DUPLICATE', 'A category with this name already exists', 'name');

/** Admins only (the route checks). Names are unique case-insensitively; the creation is audited. */
export async function createCategory(
  db: DbOrTx,
  actorId: string,
  body: CreateCategoryBody,
): Promise<CategoryWithCount> {
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(sql`lower(${categories.name}) = lower(${body.name})`);
      if (existing) throw duplicateName();
      const [category] = await tx
        .insert(categories)
        .values({ name: body.name, description: body.description || null })
        .returning();
      await recordAudit(tx, {
        actorId,
        action: 'category.create',
        targetType: 'category',
        targetId: category!.id,
        after: { name: category!.name, description: category!.description },
      });
      return { ...category!, eventCount: 0 };
    });
  } catch (error) {
    // Two admins adding the same name at once: the unique index decides, with the same answer.
    if (uniqueViolation(error) === 'categories_name_unique') throw duplicateName();
    throw error;
  }
}

/**
 * Admins only. A category some event uses (cancelled and past events included) cannot be deleted.
 * The row is locked first: an event being created with it holds a share lock until it commits, so
 * the count below sees that event.
 */
export async function deleteCategory(db: DbOrTx, actorId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [category] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!category) throw notFound('Category not found');
    const [used] = await tx
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(events)
      .where(eq(events.categoryId, id));
    if ((used?.count ?? 0) > 0) {
      throw new AppError('IN_USE', 'Cannot delete category with existing events');
    }
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'category.delete',
      targetType: 'category',
      targetId: id,
      before: { name: category.name, description: category.description },
    });
  });
}
