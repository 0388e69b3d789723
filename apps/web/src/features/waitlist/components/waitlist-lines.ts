import type { Event, EventWaitlist, WaitlistEntry } from '@ticketmela/domain';

/** One line of an event as the booking side sees it: the event's seats, or one ticket category's. */
export interface WaitlistLineView {
  /** Null for a single-price event. */
  categoryName: string | null;
  /** Sold out, or people wait in it (the seats that come back are theirs first): not for buying now. */
  closedToBuyers: boolean;
  waiting: number;
}

/** The event's seats, or one of its ticket categories, are sold out. */
export function hasSoldOutLine(event: Event): boolean {
  return event.hasTicketCategories && event.ticketCategories.length > 0
    ? event.ticketCategories.some((category) => category.availableSeats <= 0)
    : event.availableSeats <= 0;
}

/** The event's lines with who waits in each (decision 0041: one line per category, or one for the event). */
export function waitlistLines(event: Event, waitlist: EventWaitlist): WaitlistLineView[] {
  const waitingIn = (categoryName: string | null) =>
    waitlist.lines.find((line) => line.categoryName === categoryName)?.waiting ?? 0;
  if (event.hasTicketCategories && event.ticketCategories.length > 0) {
    return event.ticketCategories.map((category) => {
      const waiting = waitingIn(category.name);
      return {
        categoryName: category.name,
        waiting,
        closedToBuyers: category.availableSeats <= 0 || waiting > 0,
      };
    });
  }
  const waiting = waitingIn(null);
  return [{ categoryName: null, waiting, closedToBuyers: event.availableSeats <= 0 || waiting > 0 }];
}

/**
 * The event as the booking panel should offer it: a line people wait in shows no seats to buy (the server would
 * refuse them as sold out anyway), so a buyer is pointed to the line's end rather than to a checkout that fails.
 */
export function eventForBuyers(event: Event, lines: WaitlistLineView[]): Event {
  const closed = new Set(lines.filter((line) => line.closedToBuyers).map((line) => line.categoryName));
  if (!event.hasTicketCategories || event.ticketCategories.length === 0) {
    return closed.has(null) ? { ...event, availableSeats: 0 } : event;
  }
  const ticketCategories = event.ticketCategories.map((category) =>
    closed.has(category.name) ? { ...category, availableSeats: 0 } : category,
  );
  return {
    ...event,
    ticketCategories,
    availableSeats: ticketCategories.reduce((sum, category) => sum + Math.max(0, category.availableSeats), 0),
  };
}

/** Waiting in line or holding an offer: the entries that are still going somewhere. */
export function isOpenEntry(entry: WaitlistEntry): boolean {
  return entry.status === 'waiting' || entry.status === 'offered';
}

/** The lines this person may join now: closed to buyers, and not already theirs. */
export function joinableLines(lines: WaitlistLineView[], myEntries: WaitlistEntry[]): WaitlistLineView[] {
  const mine = new Set(myEntries.filter(isOpenEntry).map((entry) => entry.categoryName));
  return lines.filter((line) => line.closedToBuyers && !mine.has(line.categoryName));
}
