import type { CreateCategoryBody } from '@ticketmela/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { msg } from '../../i18n/message';
import { AppError, notFound } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { recordAudit } from '../audit/audit.service';
import { type CategoryWithCount, countEventsUsingCategory } from './category-usage';

const duplicateName = () =>
  new AppError('DUPLICATE', msg('A category with this name already exists'), 'name');

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
    if (!category) throw notFound(msg('Category not found'));
    if ((await countEventsUsingCategory(tx, id)) > 0) {
      throw new AppError('IN_USE', msg('Cannot delete category with existing events'));
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
