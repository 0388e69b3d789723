import type { EventFormTicketCategory } from '../schemas/event-form';
import { rupeesToPaise } from './money';

// An event's price and seats when it is created or edited (organizer-admin spec §2, §4; docs/decisions/0007).
// Seats sold are totalSeats - availableSeats (bookings and payments in progress); no edit takes the event or one of
// its ticket categories below them.

export interface SeatCounts {
  totalSeats: number;
  availableSeats: number;
}

/** An event's (or a ticket category's) price in paise and seats. */
export interface SeatTotals extends SeatCounts {
  pricePaise: number;
}

/** A ticket category as it is stored: price in paise, seats, and its place in the form. */
export interface TicketCategorySeats extends SeatTotals {
  name: string;
  description: string | null;
  position: number;
}

/** A ticket category the event has now. */
export interface ExistingTicketCategory extends SeatCounts {
  id: string;
  name: string;
}

/** The seat fields of the event form (EventFormValues is one). */
export type SeatForm =
  | { hasTicketCategories: false; price: number; totalSeats: number }
  | { hasTicketCategories: true; ticketCategories: readonly EventFormTicketCategory[] };

/** Why a change of seats is refused: the code, the message and the form field it is about. */
export interface SeatChangeRefusal {
  code: 'CONFLICT' | 'VALIDATION_ERROR';
  message: string;
  field: 'hasTicketCategories' | 'totalSeats' | 'ticketCategories';
}

/** The writes an accepted change makes to the event's ticket categories, and the event's price and seats after it. */
export interface SeatChangePlan {
  refusal: null;
  /** The pricing mode changes (nothing is sold): every existing category goes. */
  removeAll: boolean;
  /** The ids of the existing categories the form left out. */
  remove: string[];
  update: { id: string; seats: TicketCategorySeats }[];
  insert: TicketCategorySeats[];
  totals: SeatTotals;
}

export function seatsSold(row: SeatCounts): number {
  return row.totalSeats - row.availableSeats;
}

/** An event's price and seats follow its categories: lowest price, sums of seats. */
export function seatTotals(rows: readonly SeatTotals[]): SeatTotals {
  return {
    pricePaise: Math.min(...rows.map((row) => row.pricePaise)),
    totalSeats: rows.reduce((sum, row) => sum + row.totalSeats, 0),
    availableSeats: rows.reduce((sum, row) => sum + row.availableSeats, 0),
  };
}

/** The ticket categories of the form as new rows: every seat available. */
function newTicketCategories(categories: readonly EventFormTicketCategory[]): TicketCategorySeats[] {
  return categories.map((category, position) => ({
    name: category.name,
    description: category.description,
    pricePaise: rupeesToPaise(category.price),
    totalSeats: category.totalSeats,
    availableSeats: category.totalSeats,
    position,
  }));
}

/** A new event's price and seats, and its ticket categories (none with simple pricing). */
export function newEventSeats(form: SeatForm): { totals: SeatTotals; categories: TicketCategorySeats[] } {
  if (!form.hasTicketCategories) {
    return {
      totals: {
        pricePaise: rupeesToPaise(form.price),
        totalSeats: form.totalSeats,
        availableSeats: form.totalSeats,
      },
      categories: [],
    };
  }
  const categories = newTicketCategories(form.ticketCategories);
  return { totals: seatTotals(categories), categories };
}

const seatWord = (count: number) => (count === 1 ? 'seat' : 'seats');
/** '1 seat has' / '6 seats have' */
const seatsHave = (count: number) => `${count} ${count === 1 ? 'seat has' : 'seats have'}`;

const refused = (
  code: SeatChangeRefusal['code'],
  message: string,
  field: SeatChangeRefusal['field'],
): { refusal: SeatChangeRefusal } => ({ refusal: { code, message, field } });

const NO_WRITES = { removeAll: false, remove: [], update: [], insert: [] };

/**
 * Matches each submitted category to an existing one: by _id when sent, else by name (trimmed, case-insensitive), so
 * seats sold stay with their category through renames and reorders. An _id of no category of this event, or one
 * sent twice, is refused.
 */
function matchCategories(
  existing: readonly ExistingTicketCategory[],
  submitted: readonly EventFormTicketCategory[],
): Map<number, ExistingTicketCategory> | { refusal: SeatChangeRefusal } {
  const matches = new Map<number, ExistingTicketCategory>();
  const taken = new Set<string>();
  for (const [index, category] of submitted.entries()) {
    if (!category._id) continue;
    const id = category._id.toLowerCase();
    const row = existing.find((candidate) => candidate.id === id);
    if (!row || taken.has(row.id)) {
      return refused(
        'VALIDATION_ERROR',
        `The ticket category "${category.name}" does not belong to this event`,
        'ticketCategories',
      );
    }
    matches.set(index, row);
    taken.add(row.id);
  }
  for (const [index, category] of submitted.entries()) {
    if (category._id) continue;
    const key = category.name.toLowerCase();
    const row = existing.find(
      (candidate) => !taken.has(candidate.id) && candidate.name.trim().toLowerCase() === key,
    );
    if (!row) continue;
    matches.set(index, row);
    taken.add(row.id);
  }
  return matches;
}

/**
 * What an edit's form does to the seats of an event and its ticket categories, never below what is sold: a refusal
 * naming the number (and the category) otherwise. The pricing mode changes only while nothing is sold.
 */
export function planSeatChange(
  event: SeatCounts & { hasTicketCategories: boolean },
  existing: readonly ExistingTicketCategory[],
  form: SeatForm,
): SeatChangePlan | { refusal: SeatChangeRefusal } {
  const sold = seatsSold(event);

  if (form.hasTicketCategories !== event.hasTicketCategories) {
    if (sold > 0) {
      return refused(
        'CONFLICT',
        `The pricing mode cannot be changed because ${seatsHave(sold)} already been sold`,
        'hasTicketCategories',
      );
    }
    const { totals, categories } = newEventSeats(form);
    return { refusal: null, ...NO_WRITES, removeAll: existing.length > 0, insert: categories, totals };
  }

  if (!form.hasTicketCategories) {
    if (form.totalSeats < sold) {
      return refused(
        'CONFLICT',
        `Total seats cannot be less than the ${sold} ${seatWord(sold)} already sold`,
        'totalSeats',
      );
    }
    const totals = {
      pricePaise: rupeesToPaise(form.price),
      totalSeats: form.totalSeats,
      availableSeats: form.totalSeats - sold,
    };
    return { refusal: null, ...NO_WRITES, totals };
  }

  const matches = matchCategories(existing, form.ticketCategories);
  if (!(matches instanceof Map)) return matches;
  const kept = new Set([...matches.values()].map((row) => row.id));
  const removed = existing.filter((row) => !kept.has(row.id));
  for (const row of removed) {
    const soldOfRow = seatsSold(row);
    if (soldOfRow > 0) {
      return refused(
        'CONFLICT',
        `The ticket category "${row.name}" cannot be removed because ${seatsHave(soldOfRow)} already been sold`,
        'ticketCategories',
      );
    }
  }
  const next: TicketCategorySeats[] = [];
  const update: SeatChangePlan['update'] = [];
  const insert: TicketCategorySeats[] = [];
  for (const [position, category] of form.ticketCategories.entries()) {
    const row = matches.get(position);
    const soldOfRow = row ? seatsSold(row) : 0;
    if (category.totalSeats < soldOfRow) {
      return refused(
        'CONFLICT',
        `Total seats for "${category.name}" cannot be less than the ${soldOfRow} ${seatWord(soldOfRow)} already sold`,
        'ticketCategories',
      );
    }
    const seats = {
      name: category.name,
      description: category.description,
      pricePaise: rupeesToPaise(category.price),
      totalSeats: category.totalSeats,
      availableSeats: category.totalSeats - soldOfRow,
      position,
    };
    next.push(seats);
    if (row) update.push({ id: row.id, seats });
    else insert.push(seats);
  }
  return {
    refusal: null,
    removeAll: false,
    remove: removed.map((row) => row.id),
    update,
    insert,
    totals: seatTotals(next),
  };
}
