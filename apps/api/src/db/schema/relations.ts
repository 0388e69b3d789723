import { relations } from 'drizzle-orm';
import { bookingItems, bookings, partialCancellations, refunds } from './bookings';
import { categories } from './categories';
import { events, ticketCategories } from './events';
import { payments } from './payments';
import { taxDocuments } from './tax-documents';
import { users } from './users';

export const eventsRelations = relations(events, ({ one, many }) => ({
  category: one(categories, { fields: [events.categoryId], references: [categories.id] }),
  organizer: one(users, { fields: [events.organizerId], references: [users.id] }),
  ticketCategories: many(ticketCategories),
}));

export const ticketCategoriesRelations = relations(ticketCategories, ({ one }) => ({
  event: one(events, { fields: [ticketCategories.eventId], references: [events.id] }),
}));

export const bookingsRelations = relations(bookings, ({ one, many }) => ({
  event: one(events, { fields: [bookings.eventId], references: [events.id] }),
  user: one(users, { fields: [bookings.userId], references: [users.id] }),
  payment: one(payments, { fields: [bookings.paymentId], references: [payments.id] }),
  items: many(bookingItems),
  taxDocuments: many(taxDocuments),
  partialCancellations: many(partialCancellations),
}));

export const partialCancellationsRelations = relations(partialCancellations, ({ one }) => ({
  booking: one(bookings, { fields: [partialCancellations.bookingId], references: [bookings.id] }),
  refund: one(refunds, { fields: [partialCancellations.refundId], references: [refunds.id] }),
}));

export const taxDocumentsRelations = relations(taxDocuments, ({ one }) => ({
  booking: one(bookings, { fields: [taxDocuments.bookingId], references: [bookings.id] }),
}));

export const bookingItemsRelations = relations(bookingItems, ({ one }) => ({
  booking: one(bookings, { fields: [bookingItems.bookingId], references: [bookings.id] }),
}));
