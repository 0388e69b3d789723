// The matrix's vocabulary: who calls, what each kind of route answers them, and the shared bodies (expected-access.ts).
import { daysFrom } from '../factories';
import type { Actor, World } from './world';

/** Expected HTTP status per caller. */
export type Access = Record<Actor, number>;
/** As rows write it: the banned and closed callers follow from the rest unless a row says otherwise. */
export type RowAccess = Omit<Access, 'banned' | 'closed'> & Partial<Pick<Access, 'banned' | 'closed'>>;

/** A row as written: its access with the fallen accounts (withFallenAccounts) left to follow. */
export type WrittenRow = Omit<AccessRow, 'expect'> & { expect: RowAccess };

export interface AccessRow {
  /** `METHOD /api/path/:param`, exactly as the app registers it. */
  route: string;
  params?: (world: World) => Record<string, string>;
  query?: (world: World) => Record<string, string>;
  /** A JSON body valid for the callers who are allowed. */
  body?: (world: World) => unknown;
  /** A multipart form (field -> text) instead of a JSON body. */
  form?: (world: World) => Record<string, string>;
  expect: Access;
}

/**
 * A route that refuses visitors (401) refuses a banned account with 403 (its ban) and a closed one with 401 (signed
 * out); a route open to visitors answers them as it answers attendee B, a signed-in stranger.
 */
export function withFallenAccounts(row: WrittenRow): AccessRow {
  const signInRequired = row.expect.anonymous === 401;
  return {
    ...row,
    expect: {
      banned: signInRequired ? 403 : row.expect.attendeeB,
      closed: signInRequired ? 401 : row.expect.attendeeB,
      ...row.expect,
    },
  };
}

export const everyone = (status: number): RowAccess => ({
  anonymous: status,
  attendeeA: status,
  attendeeB: status,
  organizerX: status,
  organizerY: status,
  admin: status,
});
export const signedIn = (status: number): RowAccess => ({ ...everyone(status), anonymous: 401 });
export const adminOnly = (status: number): RowAccess => ({ ...everyone(403), anonymous: 401, admin: status });
/** Only X (the event's organizer) and admins; attendees and the other organizer are refused. */
export const eventOwnerOrAdmin = (status: number): RowAccess => ({
  anonymous: 401,
  attendeeA: 403,
  attendeeB: 403,
  organizerX: status,
  organizerY: 403,
  admin: status,
});
/** A's own booking: everyone else is told it does not exist. */
export const bookingOwnerA = (status: number): RowAccess => ({
  ...everyone(404),
  anonymous: 401,
  attendeeA: status,
});

let unique = 0;
/** A short number no other row of this process uses (phone numbers, e-mails). */
export const nextUnique = () => {
  unique += 1;
  return `${process.pid}${unique}`.slice(-7).padStart(7, '0');
};

export const eventForm = (world: World) => ({
  title: 'Matrix Night',
  description: 'An event made by the authorization matrix',
  date: daysFrom(new Date(), 40).toISOString(),
  categoryId: world.musicCategory.id,
  city: 'Pune',
  venue: JSON.stringify({ name: 'Hall', address: 'FC Road, Pune', coordinates: { lat: 18.52, lng: 73.84 } }),
  hasTicketCategories: 'false',
  price: '300',
  totalSeats: '50',
  useDefaultRefundPolicy: 'true',
});
