/**
 * Ticket categories kept by id (a promo code's, a question's) as the names the event shows now; null stays null (every
 * category). A category deleted since is dropped.
 */
export function categoryNamesOf(
  ids: string[] | null,
  categoryNameById: Map<string, string>,
): string[] | null {
  if (ids === null) return null;
  return ids.flatMap((id) => {
    const name = categoryNameById.get(id);
    return name === undefined ? [] : [name];
  });
}
