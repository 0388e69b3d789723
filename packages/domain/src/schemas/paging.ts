import { z } from 'zod';

/** Where a paged answer is: page `current` of `pages`, `total` rows in all. */
export const PaginationSchema = z.object({
  current: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/** The 1-based `page` query field of every paged list. */
export const pageQueryField = z.coerce
  .number({ error: 'page must be a number' })
  .int({ error: 'page must be a whole number' })
  .min(1, { error: 'page must be 1 or more' });

/** `page` and `limit` of a paged list: page 1 and `pageSize` rows unless asked, at most `maxPageSize`. */
export function pagedQueryFields(pageSize: number, maxPageSize: number) {
  return {
    page: pageQueryField.default(1),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int({ error: 'limit must be a whole number' })
      .min(1, { error: 'limit must be 1 or more' })
      .max(maxPageSize, { error: `limit must be at most ${maxPageSize}` })
      .default(pageSize),
  };
}
