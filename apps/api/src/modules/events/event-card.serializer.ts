import { EVENT_CARD_DESCRIPTION_LENGTH, type EventCard, paiseToRupees } from '@ticketmela/domain';
import type { CategoryRow } from '../../db/schema/categories';
import type { EventRow } from '../../db/schema/events';

export type EventCardRow = Pick<
  EventRow,
  | 'id'
  | 'title'
  | 'description'
  | 'photo'
  | 'photoThumb'
  | 'date'
  | 'city'
  | 'pricePaise'
  | 'venueName'
  | 'hasTicketCategories'
> & {
  category: Pick<CategoryRow, 'id' | 'name'> | null;
  /** Prices (paise) of the event's ticket categories, in their order. */
  ticketPricesPaise: number[];
};

/** The start of a text, cut at a word boundary with '…' when longer than `length` characters. */
export function excerpt(text: string, length = EVENT_CARD_DESCRIPTION_LENGTH): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= length) return clean;
  const cut = clean.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** An event as its card shows it: the paged list's answer carries only these fields. */
export function toEventCardDto(row: EventCardRow): EventCard {
  return {
    _id: row.id,
    title: row.title,
    description: excerpt(row.description),
    photo: row.photo,
    photoThumb: row.photoThumb,
    date: row.date.toISOString(),
    city: row.city,
    price: paiseToRupees(row.pricePaise),
    categoryId: row.category ? { _id: row.category.id, name: row.category.name } : null,
    venue: { name: row.venueName },
    hasTicketCategories: row.hasTicketCategories,
    ticketCategories: row.ticketPricesPaise.map((pricePaise) => ({ price: paiseToRupees(pricePaise) })),
  };
}
