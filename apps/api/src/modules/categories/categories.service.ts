import type { CreateCategoryBody } from '@ticketmela/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, events } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';

export function listCategories(db: DbOrTx) {
  return db.select().from(categories).orderBy(asc(categories.name));
}

export async function createCategory(db: DbOrTx, body: CreateCategoryBody) {
  try {
    const [category] = await db
      .insert(categories)
      .values({ name: body.name, description: body.description || null })
      .returning();
    return category!;
  } catch (error) {
    if (uniqueViolation(error) !== null) {
      throw new AppError('DUPLICATE', 409, 'A category with this name already exists', 'name');
    }
    throw error;
  }
}

export async function deleteCategory(db: DbOrTx, id: string) {
  await db.transaction(async (tx) => {
    const [used] = await tx
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(events)
      .where(eq(events.categoryId, id));
    if ((used?.count ?? 0) > 0) {
      throw new AppError('CONFLICT', 409, 'Cannot delete category with existing events');
    }
    const [deleted] = await tx
      .delete(categories)
      .where(eq(categories.id, id))
      .returning({ id: categories.id });
    if (!deleted) throw notFound('Category not found');
  });
}
