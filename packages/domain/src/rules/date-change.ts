// Moving the date of an event people have bought tickets for (decision 0029).

const HOUR_MS = 60 * 60 * 1000;

/** An organizer may bring an event with bookings forward only to a date at least this many days away... */
export const DATE_CHANGE_NOTICE_DAYS = 7;
/** ...or by at most this many hours (a time corrected), to a date at least MIN_LEAD_HOURS away. */
export const DATE_CHANGE_MARGIN_HOURS = 2;
export const DATE_CHANGE_MIN_LEAD_HOURS = 24;

export const DATE_INTO_PAST_MESSAGE = 'An event with bookings cannot be moved to a date that has passed';
export const DATE_BROUGHT_FORWARD_MESSAGE =
  `An event with bookings can be moved earlier only to a date at least ${DATE_CHANGE_NOTICE_DAYS} days away, ` +
  `or by up to ${DATE_CHANGE_MARGIN_HOURS} hours to a date at least ${DATE_CHANGE_MIN_LEAD_HOURS} hours away. ` +
  'Contact the TicketMela team to move it sooner.';

export interface DateChange {
  previous: Date;
  next: Date;
  /** Seats sold or held (bookings, payments in progress). */
  hasBookings: boolean;
  /** An admin may bring an event forward at any notice; no one may move it into the past. */
  byAdmin: boolean;
  now: Date;
}

/** Why this date change is refused (the message for the `date` field), or null when it may be made. */
export function dateChangeRefusal(change: DateChange): string | null {
  const { previous, next, hasBookings, byAdmin, now } = change;
  if (!hasBookings || next.getTime() === previous.getTime()) return null;
  if (next.getTime() <= now.getTime()) return DATE_INTO_PAST_MESSAGE;
  if (byAdmin || next.getTime() > previous.getTime()) return null;
  const lead = next.getTime() - now.getTime();
  if (lead >= DATE_CHANGE_NOTICE_DAYS * 24 * HOUR_MS) return null;
  const earlierBy = previous.getTime() - next.getTime();
  if (earlierBy <= DATE_CHANGE_MARGIN_HOURS * HOUR_MS && lead >= DATE_CHANGE_MIN_LEAD_HOURS * HOUR_MS)
    return null;
  return DATE_BROUGHT_FORWARD_MESSAGE;
}

/**
 * Whether the event's date moved after this booking was bought (its payment started): its holder may then
 * cancel with a full refund until the event starts.
 */
export function isDateChangedSince(boughtAt: Date | string, dateChangedAt: Date | string | null): boolean {
  return dateChangedAt !== null && new Date(dateChangedAt).getTime() > new Date(boughtAt).getTime();
}
