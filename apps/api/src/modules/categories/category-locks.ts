import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { msg } from '../../i18n/message';
import { AppError } from '../../lib/app-error';

/**
 * The category an event is written with must exist; the share lock keeps it from being deleted before the event
 * commits (deleteCategory locks the row for update, then counts the events using it).
 */
export async function assertCategoryExists(tx: DbOrTx, categoryId: string): Promise<void> {
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .for('share');
  if (!category) throw new AppError('VALIDATION_ERROR', msg('Please select a category'), 'categoryId');
}
