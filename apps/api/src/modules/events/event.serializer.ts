import { type Event, paiseToRupees } from '@ticketmela/domain';
import type { CategoryRow } from '../../db/schema/categories';
import type { EventRow, TicketCategoryRow } from '../../db/schema/events';
import type { UserRow } from '../../db/schema/users';

export type EventWithRelations = EventRow & {
  category: Pick<CategoryRow, 'id' | 'name'> | null;
  organizer: Pick<UserRow, 'id' | 'name'>;
  ticketCategories: TicketCategoryRow[];
};

/** What an event's answer is made of: an EventWithRelations, or the row of a prepared read (event-reads.ts). */
export type EventDtoSource = Pick<
  EventRow,
  | 'id'
  | 'title'
  | 'description'
  | 'photo'
  | 'photoThumb'
  | 'date'
  | 'city'
  | 'venueStateCode'
  | 'pricePaise'
  | 'venueName'
  | 'venueAddress'
  | 'venueLat'
  | 'venueLng'
  | 'venuePlaceId'
  | 'totalSeats'
  | 'availableSeats'
  | 'cancelled'
  | 'cancelledReason'
  | 'hasTicketCategories'
  | 'useDefaultRefundPolicy'
  | 'refundSevenDaysOrMore'
  | 'refundOneToDays'
  | 'refundLessThanDay'
  | 'refundPolicyDescription'
  | 'createdAt'
> & {
  category: Pick<CategoryRow, 'id' | 'name'> | null;
  organizer: Pick<UserRow, 'id' | 'name'>;
  ticketCategories: Pick<
    TicketCategoryRow,
    'id' | 'name' | 'description' | 'pricePaise' | 'totalSeats' | 'availableSeats'
  >[];
};

export function toEventDto(row: EventDtoSource): Event {
  const hasCoordinates = row.venueLat !== null && row.venueLng !== null;
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    photo: row.photo,
    photoThumb: row.photoThumb,
    date: row.date.toISOString(),
    city: row.city,
    stateCode: row.venueStateCode,
    price: paiseToRupees(row.pricePaise),
    categoryId: row.category ? { _id: row.category.id, name: row.category.name } : null,
    venue: {
      name: row.venueName,
      address: row.venueAddress,
      coordinates: hasCoordinates ? { lat: row.venueLat!, lng: row.venueLng! } : null,
      placeId: row.venuePlaceId,
    },
    totalSeats: row.totalSeats,
    availableSeats: row.availableSeats,
    // Seats taken by bookings and by payments in progress.
    totalBooked: row.totalSeats - row.availableSeats,
    cancelled: row.cancelled,
    cancelledReason: row.cancelledReason,
    hasTicketCategories: row.hasTicketCategories,
    ticketCategories: row.ticketCategories.map((category) => ({
      _id: category.id,
      name: category.name,
      description: category.description,
      price: paiseToRupees(category.pricePaise),
      totalSeats: category.totalSeats,
      availableSeats: category.availableSeats,
    })),
    useDefaultRefundPolicy: row.useDefaultRefundPolicy,
    customRefundPolicy: row.useDefaultRefundPolicy
      ? null
      : {
          sevenDaysOrMore: row.refundSevenDaysOrMore,
          oneToDays: row.refundOneToDays,
          lessThanDay: row.refundLessThanDay,
          description: row.refundPolicyDescription,
        },
    organizerId: { _id: row.organizer.id, name: row.organizer.name },
    createdAt: row.createdAt.toISOString(),
  };
}
