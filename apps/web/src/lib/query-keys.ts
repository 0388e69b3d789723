/**
 * The query-key roots that more than one feature names. Features never import each other, so when one feature's
 * write changes what another shows (a booking changes the events' seat counts, an admin's category refreshes the
 * event form's list), it invalidates by the root kept here, and the owner builds its own keys under the same root.
 */

/** Everything about events: the catalog (events), the organizer's screens (event-management), the admin console. */
export const eventsRoot = ['events'] as const;

/** The categories list (categories) and the admin console's category table (admin). */
export const categoriesRoot = ['categories'] as const;

/** The admin console (admin) with its outbox (emails); a contact's status change refreshes it for the audit log. */
export const adminRoot = ['admin'] as const;

/** The user's bookings (bookings) and their tickets (tickets), so a cancellation refreshes the ticket too. */
export const bookingsRoot = ['bookings'] as const;

/** One user's data (users), scoped by user id. */
export const usersRoot = ['users'] as const;

/** The profile statistics (users); a cancellation (bookings) changes them. */
export const profileStatsKey = (userId: string) => [...usersRoot, userId, 'profile-stats'] as const;
