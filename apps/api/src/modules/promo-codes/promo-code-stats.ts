import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { qualified } from '../../db/qualified-column';
import { bookings, partialCancellations, refunds } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { type PromoCodeRow, promoCodes } from '../../db/schema/promo-codes';

/*
 * A read model (apps/api/architecture.json): an event's promo codes with what each has done, read from the bookings
 * made with them (decision 0042).
 */

/** What a code has done, in paise. */
export interface PromoCodeFigures {
  /** Orders booked with it, cancelled ones included. */
  bookings: number;
  /** Their tickets still valid. */
  tickets: number;
  /** Paid for them (tickets cancelled since included) less refunds processed or pending. */
  revenuePaise: number;
  discountPaise: number;
  /** Its uses counted from the orders: the payments holding or booked with it, and the free bookings made with it. */
  liveUses: number;
}

export const NO_FIGURES: PromoCodeFigures = {
  bookings: 0,
  tickets: 0,
  revenuePaise: 0,
  discountPaise: 0,
  liveUses: 0,
};

/**
 * A code's uses as promo-code-uses counts them (decision 0042): an order holding or booked with it, a cancelled one
 * included, a hold released unpaid not. `promo_codes.uses` keeps this figure only while the code has a total limit.
 */
const liveUsesOfCode = sql`(select count(*) from ${payments} where ${qualified(payments.promoCodeId)} = ${qualified(promoCodes.id)}
      and ${qualified(payments.holdStatus)} in ('held', 'converted'))
    + (select count(*) from ${bookings} where ${qualified(bookings.promoCodeId)} = ${qualified(promoCodes.id)}
      and ${qualified(bookings.paymentId)} is null)`;

/**
 * A booking's amount is lowered by its partial cancellations (decision 0041), so what was paid is its amount plus
 * the value of the tickets cancelled; its refunds (whole or partial, processed or on their way) come off.
 */
const figuresOfCode = sql<Record<keyof PromoCodeFigures, unknown>>`(select json_build_object(
    'bookings', count(*),
    'liveUses', ${liveUsesOfCode},
    'tickets', coalesce(sum(${qualified(bookings.totalQuantity)}) filter (where not ${qualified(bookings.cancelled)}), 0),
    'discountPaise', coalesce(sum(${qualified(bookings.discountPaise)}), 0),
    'revenuePaise', coalesce(sum(${qualified(bookings.totalAmountPaise)}
      + coalesce((select sum(${qualified(partialCancellations.valuePaise)}) from ${partialCancellations}
          where ${qualified(partialCancellations.bookingId)} = ${qualified(bookings.id)}), 0)
      - coalesce((select sum(${qualified(refunds.amountPaise)}) from ${refunds}
          where ${qualified(refunds.bookingId)} = ${qualified(bookings.id)} and ${qualified(refunds.status)} in ('processed', 'pending')), 0)), 0))
  from ${bookings} where ${qualified(bookings.promoCodeId)} = ${qualified(promoCodes.id)})`;

/** A code's uses as its organizer sees them: its row's count while it has a limit, else its orders counted. */
export function countedUses(row: Pick<PromoCodeRow, 'maxUses' | 'uses'>, figures: PromoCodeFigures): number {
  return row.maxUses === null ? figures.liveUses : row.uses;
}

const toFigures = (raw: Record<keyof PromoCodeFigures, unknown>): PromoCodeFigures => ({
  bookings: Number(raw.bookings),
  tickets: Number(raw.tickets),
  revenuePaise: Number(raw.revenuePaise),
  discountPaise: Number(raw.discountPaise),
  liveUses: Number(raw.liveUses),
});

export interface PromoCodeWithFigures {
  row: PromoCodeRow;
  figures: PromoCodeFigures;
}

/** The event's codes (or only those named), oldest first, each with its figures: one query. */
export async function promoCodesWithFigures(
  db: DbOrTx,
  eventId: string,
  onlyIds?: string[],
): Promise<PromoCodeWithFigures[]> {
  const rows = await db
    .select({ row: promoCodes, figures: figuresOfCode })
    .from(promoCodes)
    .where(and(eq(promoCodes.eventId, eventId), onlyIds ? inArray(promoCodes.id, onlyIds) : undefined))
    .orderBy(asc(promoCodes.createdAt), asc(promoCodes.id));
  return rows.map(({ row, figures }) => ({ row, figures: toFigures(figures) }));
}

/** Whether any payment (paid or not, a released hold's included) or booking was made with the code. */
export async function isPromoCodeReferenced(db: DbOrTx, codeId: string): Promise<boolean> {
  const [row] = await db
    .select({
      referenced: sql<boolean>`exists(select 1 from ${payments} where ${qualified(payments.promoCodeId)} = ${qualified(promoCodes.id)})
        or exists(select 1 from ${bookings} where ${qualified(bookings.promoCodeId)} = ${qualified(promoCodes.id)})`,
    })
    .from(promoCodes)
    .where(eq(promoCodes.id, codeId));
  return row?.referenced === true;
}
