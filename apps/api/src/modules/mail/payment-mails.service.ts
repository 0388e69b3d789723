import { localeOr, paidMethodFrom } from '@ticketmela/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { events } from '../../db/schema/events';
import { payments } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { eventColumns, mailEvent } from './mail-event-facts';
import { enqueueMail } from './outbox.service';

// The mail about a payment that got no booking: read from the payment, its buyer and its event, in its cause's
// transaction (a read model, like booking-mails.service.ts).

/**
 * A paid payment that got no booking, refunded in full (issue 26): its payment completed after its seat hold had
 * run out and the seats had sold out meanwhile, or its event was cancelled (the event's `cancelled` flag says
 * which). Tells the buyer the amount, how it was paid (where the refund goes) and why. Called in the transaction
 * that records the refund; the payment is the cause, so a payment mails its buyer once.
 */
export async function queuePaymentRefundedMail(tx: DbOrTx, paymentId: string, now: Date): Promise<void> {
  const [found] = await tx
    .select({
      payment: {
        id: payments.id,
        amountPaise: payments.amountPaise,
        method: payments.method,
        methodDetail: payments.methodDetail,
        locale: payments.locale,
      },
      user: { name: users.name, email: users.email },
      event: { ...eventColumns, cancelled: events.cancelled },
    })
    .from(payments)
    .innerJoin(users, and(eq(users.id, payments.userId), isNull(users.deletedAt)))
    .innerJoin(events, eq(events.id, payments.eventId))
    .where(eq(payments.id, paymentId));
  if (!found) return;
  const { payment, user, event } = found;
  const { cancelled, ...facts } = event;
  await enqueueMail(
    tx,
    {
      kind: 'payment_refunded',
      causeId: payment.id,
      recipient: user.email,
      payload: {
        // The language the buyer paid in: this mail is about the booking they never got.
        locale: localeOr(payment.locale),
        paymentId: payment.id,
        attendeeName: user.name,
        event: mailEvent(facts),
        amountPaise: payment.amountPaise,
        method: paidMethodFrom(payment.method, payment.methodDetail),
        reason: cancelled ? 'event_cancelled' : 'sold_out',
      },
    },
    now,
  );
}
