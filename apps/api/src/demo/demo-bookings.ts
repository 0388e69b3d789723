import { randomBytes, randomUUID } from 'node:crypto';
import { CANCELLATION_REASON_LABELS, type RefundTiers, refundFor } from '@ticketmela/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { bookingItems, bookings, refunds } from '../db/schema/bookings';
import { events, ticketCategories } from '../db/schema/events';
import { type PaymentSelection, payments } from '../db/schema/payments';
import { testPaymentIntents, testRefunds } from '../db/schema/test-provider';
import { defineStatement, runStatement } from '../db/statement';
import { newTicketId, signTicket } from '../lib/ticket-qr';
import { issueCreditNote } from '../modules/invoices/credit-note-issue';
import {
  type GstSettings,
  INVOICE_ISSUE_CTES,
  INVOICE_ISSUE_PARAMS,
  invoiceIssueValues,
  prepareInvoiceOfPayment,
} from '../modules/invoices/invoice-issue';
import { DEMO_BOOKINGS, type DemoAttendee, type DemoBooking } from './demo-booking-list';
import { insertDemoTicketHolders } from './demo-ticket-holders';

/**
 * The demo attendees' bookings, so that each dashboard shows something on a first start: upcoming (one of them
 * free), past (one checked in at the door) and cancelled (by the attendee with the refund their policy allowed,
 * and by the organizer with a full refund). Paid ones are paid through the built-in test provider, exactly as the
 * booking flow would have recorded them, so cancelling one later refunds it like any other booking; each paid one has
 * its invoice and each refund its credit note.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

export interface SeededEvent {
  id: string;
  title: string;
  date: Date;
  organizerId: string;
  pricePaise: number;
  cancelled: boolean;
  cancelledAt: Date | null;
  tiers: RefundTiers;
  refundPolicyDescription: string | null;
  categories: Map<string, { id: string; pricePaise: number }>;
}

function selectionOf(demo: DemoBooking, event: SeededEvent): PaymentSelection {
  if (!demo.items) return { hasTicketCategories: false, noOfSeats: demo.seats ?? 1 };
  return {
    hasTicketCategories: true,
    items: demo.items.map((item) => {
      const category = event.categories.get(item.category);
      if (!category)
        throw new Error(`Demo booking: "${event.title}" has no ticket category "${item.category}"`);
      return {
        ticketCategoryId: category.id,
        categoryName: item.category,
        quantity: item.quantity,
        pricePerTicketPaise: category.pricePaise,
      };
    }),
  };
}

const seatsOf = (selection: PaymentSelection) =>
  selection.hasTicketCategories
    ? (selection.items ?? []).reduce((sum, item) => sum + item.quantity, 0)
    : (selection.noOfSeats ?? 0);

const amountOf = (selection: PaymentSelection, event: SeededEvent) =>
  selection.hasTicketCategories
    ? (selection.items ?? []).reduce((sum, item) => sum + item.quantity * item.pricePerTicketPaise, 0)
    : seatsOf(selection) * event.pricePaise;

/** A demo booking's invoice, issued by the purchase path's own CTEs for a booking already written. */
const issueDemoInvoice = defineStatement<{ id: string }>(
  'demo_issue_invoice',
  ['bookingId', ...INVOICE_ISSUE_PARAMS],
  `with booking as (select id, event_id, user_id, ticket_id from bookings where id = :bookingId::uuid),
  ${INVOICE_ISSUE_CTES}
  select id from invoice`,
);

/** Writes the demo bookings in the seed's transaction and takes their seats from stock. */
export async function insertDemoBookings(
  tx: DbOrTx,
  options: {
    now: Date;
    qrSecret: string;
    /** The GST rules the demo's invoices are issued by (the server's configuration). */
    gst: GstSettings;
    attendeeIds: Record<DemoAttendee, string>;
    eventsByTitle: Map<string, SeededEvent>;
  },
): Promise<number> {
  const { now } = options;
  const paid: { bookingId: string; paymentId: string; bookedAt: Date }[] = [];
  const refunded: { bookingId: string; refundId: string; amountPaise: number; now: Date }[] = [];
  for (const demo of DEMO_BOOKINGS) {
    const event = options.eventsByTitle.get(demo.event);
    if (!event) throw new Error(`Demo booking: no demo event "${demo.event}"`);
    const userId = options.attendeeIds[demo.attendee];
    const selection = selectionOf(demo, event);
    const seats = seatsOf(selection);
    const amountPaise = amountOf(selection, event);
    const bookedAt = new Date(Math.min(now.getTime(), event.date.getTime()) - demo.bookedDaysAgo * DAY_MS);

    // The payment that paid for it (a zero-amount row for free tickets, as POST /api/bookings/free records it).
    const paymentId = randomUUID();
    const intentId = amountPaise > 0 ? `pi_test_${paymentId.replace(/-/g, '')}` : null;
    if (intentId) {
      await tx.insert(testPaymentIntents).values({
        id: intentId,
        clientSecret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        amountPaise,
        currency: 'inr',
        status: 'succeeded',
        metadata: { paymentId, eventId: event.id, userId },
        createdAt: bookedAt,
        updatedAt: bookedAt,
      });
    }
    await tx.insert(payments).values({
      id: paymentId,
      provider: intentId ? 'test' : 'free',
      providerIntentId: intentId,
      userId,
      eventId: event.id,
      amountPaise,
      status: 'succeeded',
      selection,
      holdStatus: 'converted',
      holdExpiresAt: new Date(bookedAt.getTime() + 10 * MINUTE_MS),
      createdAt: bookedAt,
      updatedAt: bookedAt,
    });

    const cancelledAt =
      demo.cancelledByAttendeeDaysAgo !== undefined
        ? new Date(now.getTime() - demo.cancelledByAttendeeDaysAgo * DAY_MS)
        : event.cancelled
          ? (event.cancelledAt ?? now)
          : null;
    const refund =
      demo.cancelledByAttendeeDaysAgo !== undefined && cancelledAt
        ? refundFor(event.tiers, event.date, cancelledAt, amountPaise)
        : event.cancelled
          ? { percentage: 100, refundPaise: amountPaise }
          : null;
    const checkedIn =
      demo.checkedInMinutesBeforeStart !== undefined
        ? new Date(event.date.getTime() - demo.checkedInMinutesBeforeStart * MINUTE_MS)
        : null;

    const ticketId = newTicketId();
    const [booking] = await tx
      .insert(bookings)
      .values({
        ticketId,
        eventId: event.id,
        userId,
        paymentId,
        hasTicketCategories: selection.hasTicketCategories,
        totalQuantity: seats,
        priceAtBookingPaise: selection.hasTicketCategories ? 0 : event.pricePaise,
        totalAmountPaise: amountPaise,
        qrSignature: signTicket(ticketId, event.id, options.qrSecret),
        verified: checkedIn !== null,
        verifiedAt: checkedIn,
        verifiedBy: checkedIn ? event.organizerId : null,
        verifyMethod: checkedIn ? 'camera' : null,
        cancelled: cancelledAt !== null,
        cancelledByUser: demo.cancelledByAttendeeDaysAgo !== undefined,
        cancelledByEvent: demo.cancelledByAttendeeDaysAgo === undefined && event.cancelled,
        cancellationDate: cancelledAt,
        cancellationReason: cancelledAt
          ? demo.cancelledByAttendeeDaysAgo !== undefined
            ? CANCELLATION_REASON_LABELS.byAttendee
            : CANCELLATION_REASON_LABELS.eventCancelled
          : null,
        refundSevenDaysOrMore: event.tiers.sevenDaysOrMore,
        refundOneToDays: event.tiers.oneToDays,
        refundLessThanDay: event.tiers.lessThanDay,
        refundPolicyDescription: event.refundPolicyDescription,
        createdAt: bookedAt,
      })
      .returning({ id: bookings.id });
    const bookingId = booking!.id;
    if (amountPaise > 0) paid.push({ bookingId, paymentId, bookedAt });
    if (selection.hasTicketCategories) {
      await tx.insert(bookingItems).values(
        (selection.items ?? []).map((item) => ({
          bookingId,
          ticketCategoryId: item.ticketCategoryId,
          categoryName: item.categoryName,
          quantity: item.quantity,
          pricePerTicketPaise: item.pricePerTicketPaise,
          subtotalPaise: item.quantity * item.pricePerTicketPaise,
        })),
      );
    }
    await insertDemoTicketHolders(tx, bookingId, demo.attendee, selection);

    if (refund && refund.refundPaise > 0 && intentId && cancelledAt) {
      // Refunded through the test provider when it was cancelled, with the idempotency key the worker uses.
      const providerRefundId = `re_test_${randomBytes(12).toString('hex')}`;
      await tx.insert(testRefunds).values({
        id: providerRefundId,
        intentId,
        amountPaise: refund.refundPaise,
        idempotencyKey: `booking:${bookingId}`,
        createdAt: cancelledAt,
      });
      const [refundRow] = await tx
        .insert(refunds)
        .values({
          bookingId,
          paymentId,
          amountPaise: refund.refundPaise,
          percentage: refund.percentage,
          status: 'processed',
          providerRefundId,
          reason: demo.cancelledByAttendeeDaysAgo !== undefined ? 'cancelled_by_user' : 'event_cancelled',
          attempts: 1,
          nextAttemptAt: new Date('9999-01-01T00:00:00Z'),
          createdAt: cancelledAt,
          updatedAt: cancelledAt,
        })
        .returning({ id: refunds.id });
      refunded.push({
        bookingId,
        refundId: refundRow!.id,
        amountPaise: refund.refundPaise,
        now: cancelledAt,
      });
      await tx
        .update(bookings)
        .set({ refundStatus: 'processed', refundAmountPaise: refund.refundPaise, refundId: providerRefundId })
        .where(eq(bookings.id, bookingId));
    }

    // A standing booking holds its seats; a cancelled one gave them back.
    if (!cancelledAt) {
      for (const item of selection.items ?? []) {
        await tx
          .update(ticketCategories)
          .set({ availableSeats: sql`${ticketCategories.availableSeats} - ${item.quantity}` })
          .where(eq(ticketCategories.id, item.ticketCategoryId));
      }
      await tx
        .update(events)
        .set({ availableSeats: sql`${events.availableSeats} - ${seats}` })
        .where(eq(events.id, event.id));
    }
  }
  // Their invoices and credit notes, numbered in the order they were bought and refunded, as they would have been.
  for (const { bookingId, paymentId, bookedAt } of paid.sort(
    (a, b) => a.bookedAt.getTime() - b.bookedAt.getTime(),
  )) {
    const invoice = await prepareInvoiceOfPayment(tx, paymentId, options.gst, bookedAt);
    await runStatement(tx, issueDemoInvoice, { bookingId, ...invoiceIssueValues(invoice) });
  }
  for (const refund of refunded.sort((a, b) => a.now.getTime() - b.now.getTime())) {
    await issueCreditNote(tx, refund);
  }
  return DEMO_BOOKINGS.length;
}
