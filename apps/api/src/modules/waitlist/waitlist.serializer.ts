import {
  type ManagedWaitlistEntry,
  paiseToRupees,
  type WaitlistEntry,
  type WaitlistOffer,
  type WaitlistStatus,
} from '@ticketmela/domain';
import type { EntryRow } from './waitlist-reads';

function offerOf(row: EntryRow): WaitlistOffer | null {
  if (!row.offeredQuantity || !row.offerExpiresAt || !row.offeredAt) return null;
  const amountPaise = row.amountPaise ?? 0;
  return {
    quantity: row.offeredQuantity,
    amount: paiseToRupees(amountPaise),
    pricePerTicket: paiseToRupees(Math.round(amountPaise / row.offeredQuantity)),
    offeredAt: new Date(row.offeredAt).toISOString(),
    expiresAt: new Date(row.offerExpiresAt).toISOString(),
  };
}

export function toWaitlistEntryDto(row: EntryRow): WaitlistEntry {
  return {
    _id: row.id,
    event: {
      _id: row.eventId,
      title: row.eventTitle,
      date: new Date(row.eventDate).toISOString(),
      city: row.eventCity,
      location: `${row.venueName}, ${row.eventCity}`,
    },
    categoryName: row.categoryName,
    quantity: row.quantity,
    acceptPartial: row.acceptPartial,
    status: row.status as WaitlistStatus,
    position: row.position,
    joinedAt: new Date(row.createdAt).toISOString(),
    offer: offerOf(row),
    bookingId: row.bookingId,
  };
}

export function toManagedEntryDto(row: EntryRow): ManagedWaitlistEntry {
  return {
    _id: row.id,
    name: row.personName,
    email: row.personEmail,
    categoryName: row.categoryName,
    quantity: row.quantity,
    acceptPartial: row.acceptPartial,
    status: row.status as WaitlistStatus,
    position: row.position,
    joinedAt: new Date(row.createdAt).toISOString(),
    offer: offerOf(row),
  };
}
