import type { DbOrTx } from '../db/client';
import { bookingAttendees } from '../db/schema/bookings';
import type { PaymentSelection } from '../db/schema/payments';
import { DEMO_ACCOUNTS, type DemoAccountKey } from './demo-users';

/**
 * A demo booking's tickets (decision 0042): one row per seat in the order of its lines, each named after the buyer,
 * as a booking made without names has. The seed writes bookings directly, after migration 0017's backfill.
 */
export async function insertDemoTicketHolders(
  tx: DbOrTx,
  bookingId: string,
  buyer: DemoAccountKey,
  selection: PaymentSelection,
): Promise<void> {
  const name = DEMO_ACCOUNTS.find((account) => account.key === buyer)!.name;
  const lines: { ticketCategoryId: string | null; categoryName: string | null; quantity: number }[] =
    selection.hasTicketCategories
      ? (selection.items ?? [])
      : [{ ticketCategoryId: null, categoryName: null, quantity: selection.noOfSeats ?? 0 }];
  const tickets = lines.flatMap((line) =>
    Array.from({ length: line.quantity }, () => ({
      ticketCategoryId: line.ticketCategoryId,
      categoryName: line.categoryName,
    })),
  );
  await tx
    .insert(bookingAttendees)
    .values(tickets.map((ticket, index) => ({ ...ticket, bookingId, position: index + 1, name })));
}
