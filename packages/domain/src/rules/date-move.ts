import { dateChangeRefusal } from './date-change';

const MINUTE_MS = 60_000;

export interface DateEdit {
  /** The event's date as stored. */
  stored: Date;
  /** The date the edit's form sends (minutes). */
  submitted: Date;
  /** Seats sold or held (bookings, payments in progress). */
  hasBookings: boolean;
  byAdmin: boolean;
  now: Date;
}

/**
 * The date an edit leaves the event at, and whether that is a move (decision 0029); or why the move is refused (the
 * message for the `date` field: see dateChangeRefusal). The form sends minutes, so a date within the stored one's
 * minute is no change and the stored instant stays.
 */
export function plannedDateMove(edit: DateEdit): { date: Date; moved: boolean } | { refusal: string } {
  const { stored, submitted } = edit;
  if (Math.floor(submitted.getTime() / MINUTE_MS) === Math.floor(stored.getTime() / MINUTE_MS))
    return { date: stored, moved: false };
  const refusal = dateChangeRefusal({
    previous: stored,
    next: submitted,
    hasBookings: edit.hasBookings,
    byAdmin: edit.byAdmin,
    now: edit.now,
  });
  if (refusal) return { refusal };
  return { date: submitted, moved: true };
}
