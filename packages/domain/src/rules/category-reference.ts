/**
 * How a link names a category: `?category=` may carry its id, its name in any case ('music') or its slug
 * ('food-drink' for 'Food & Drink'), so a hand-written or shared link works as well as one the page made.
 */

export interface CategoryReferent {
  id: string;
  name: string;
}

/** A category name as a slug: lower case, letters and digits, every other run of characters one '-'. */
export function categorySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The category a reference names: the id first, then the name (case-insensitive), then the slug; undefined when
 * none does. Earlier kinds win, so a name that is another category's slug still finds its own category.
 */
export function findCategoryByReference<T extends CategoryReferent>(
  categories: readonly T[],
  reference: string,
): T | undefined {
  const wanted = reference.trim().toLowerCase();
  if (!wanted) return undefined;
  const slug = categorySlug(wanted);
  return (
    categories.find((category) => category.id.toLowerCase() === wanted) ??
    categories.find((category) => category.name.trim().toLowerCase() === wanted) ??
    (slug ? categories.find((category) => categorySlug(category.name) === slug) : undefined)
  );
}
