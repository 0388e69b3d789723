import type { Database } from '../../db/client';
import { defineStatement, runStatement } from '../../db/statement';
import { heldSeatsOf } from '../payments/hold-limits';

/**
 * What the whole system is doing, read from the database at scrape time (a read model over the payments, bookings,
 * refunds and outbox tables, like the admin statistics: decision 0025). Every API process reports the same figures,
 * so a dashboard takes any one of them (max by instance), never their sum.
 */
export interface SystemSnapshot {
  seatsHeld: number;
  seatsSold: number;
  /** Paid, hold run out, neither booked nor refunded (PAID_UNBOOKED). */
  paidUnbooked: number;
  bookingsActive: number;
  bookingsCancelled: number;
  refunds: Record<'pending' | 'processed' | 'failed', number>;
  mails: Record<'pending' | 'sent' | 'kept' | 'failed', number>;
  /** Seconds the oldest due job of each worker has been waiting (0: nothing is due). */
  lagSeconds: Record<'holds' | 'refunds' | 'mails', number>;
}

interface SnapshotRow {
  seatsHeld: number;
  seatsSold: number;
  paidUnbooked: number;
  bookingsActive: number;
  bookingsCancelled: number;
  refundsPending: number;
  refundsProcessed: number;
  refundsFailed: number;
  mailsPending: number;
  mailsSent: number;
  mailsKept: number;
  mailsFailed: number;
  holdsLag: number;
  refundsLag: number;
  mailsLag: number;
}

const HELD_SEATS = heldSeatsOf('p');

/**
 * Payments the provider took that are neither a booking nor refunded, once their hold has run out (a buyer still
 * paying is not counted): money kept without a ticket. The sweeper books or refunds each (decision 0027), so this is
 * 0 after its passes. Known paid: our own record says so (status 'succeeded'), or, for the built-in test provider,
 * its intent in this database does.
 */
const PAID_UNBOOKED = `(select count(*)::int from payments p
    where p.hold_status <> 'converted' and p.status <> 'refunded'
      and (p.hold_status = 'released' or p.hold_expires_at < now())
      and (p.status = 'succeeded' or (p.provider = 'test' and exists (
        select 1 from test_payment_intents t where t.id = p.provider_intent_id and t.status = 'succeeded'))))`;

const lagSince = (column: string) => `coalesce(extract(epoch from (now() - min(${column}))), 0)::float8`;

const snapshotStatement = defineStatement<SnapshotRow>(
  'metrics_system_snapshot',
  [],
  `select
    (select coalesce(sum(${HELD_SEATS}), 0)::int from payments p where p.hold_status = 'held') as "seatsHeld",
    ${PAID_UNBOOKED} as "paidUnbooked",
    b.sold as "seatsSold", b.active as "bookingsActive", b.cancelled as "bookingsCancelled",
    r.pending as "refundsPending", r.processed as "refundsProcessed", r.failed as "refundsFailed",
    m.pending as "mailsPending", m.sent as "mailsSent", m.kept as "mailsKept", m.failed as "mailsFailed",
    (select ${lagSince('hold_expires_at')} from payments where hold_status = 'held' and hold_expires_at < now())
      as "holdsLag",
    (select ${lagSince('next_attempt_at')} from refunds
      where status in ('pending', 'failed') and next_attempt_at <= now()) as "refundsLag",
    (select ${lagSince('next_attempt_at')} from outbox_mails where status = 'pending' and next_attempt_at <= now())
      as "mailsLag"
  from
    (select coalesce(sum(total_quantity) filter (where not cancelled), 0)::int as sold,
       (count(*) filter (where not cancelled))::int as active, (count(*) filter (where cancelled))::int as cancelled
     from bookings) b,
    (select (count(*) filter (where status = 'pending'))::int as pending,
       (count(*) filter (where status = 'processed'))::int as processed,
       (count(*) filter (where status = 'failed'))::int as failed
     from refunds) r,
    (select (count(*) filter (where status = 'pending'))::int as pending,
       (count(*) filter (where status = 'sent'))::int as sent,
       (count(*) filter (where status = 'kept'))::int as kept,
       (count(*) filter (where status = 'failed'))::int as failed
     from outbox_mails) m`,
);

export async function readSystemSnapshot(db: Database): Promise<SystemSnapshot> {
  const [row] = await runStatement(db, snapshotStatement, {});
  const r = row!;
  return {
    seatsHeld: r.seatsHeld,
    seatsSold: r.seatsSold,
    paidUnbooked: r.paidUnbooked,
    bookingsActive: r.bookingsActive,
    bookingsCancelled: r.bookingsCancelled,
    refunds: { pending: r.refundsPending, processed: r.refundsProcessed, failed: r.refundsFailed },
    mails: { pending: r.mailsPending, sent: r.mailsSent, kept: r.mailsKept, failed: r.mailsFailed },
    lagSeconds: { holds: r.holdsLag, refunds: r.refundsLag, mails: r.mailsLag },
  };
}
