import { findCategoryByReference, IdSchema } from '@ticketmela/domain';
import type { DbOrTx } from '../../db/client';
import { listCategories } from '../categories/category-usage';

/**
 * The id of the category an event list's `category` filter names: an id as it is (an unknown one lists nothing), a
 * name or slug looked up among the categories; null when it names none.
 */
export async function resolveCategoryFilter(db: DbOrTx, reference: string): Promise<string | null> {
  if (IdSchema.safeParse(reference).success) return reference;
  return findCategoryByReference(await listCategories(db), reference)?.id ?? null;
}
