import type { Category } from '@ticketmela/domain';
import type { CategoryRow } from '../../db/schema/categories';

export function toCategoryDto(row: CategoryRow & { eventCount?: number }): Category {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    ...(row.eventCount === undefined ? {} : { eventCount: row.eventCount }),
  };
}
