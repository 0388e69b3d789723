import type { MailKind } from '@ticketmela/domain';
import { describe, expect, test } from 'vitest';
import { SAMPLE_PAYLOADS } from '../../../test/mail/mail-samples';
import type { MailPayloads, QueuedMail } from './mail-payloads';
import { mailSubject } from './mail-subjects';
import { renderMailParts } from './render-mail';

const publicUrl = 'https://tickets.example.in';

async function mail<K extends MailKind>(kind: K, payload: MailPayloads[K]) {
  const parts = await renderMailParts(
    { kind, payload, createdAt: new Date('2026-11-01T06:30:00.000Z') },
    publicUrl,
  );
  const subject = mailSubject({ kind, causeId: 'cause', recipient: 'a@example.in', payload } as QueuedMail);
  return { subject, ...parts };
}

const cancelled = SAMPLE_PAYLOADS.booking_cancelled;
const eventCancelled = SAMPLE_PAYLOADS.event_cancelled;

describe('what a mail says agrees with itself and with the site', () => {
  test("an event's cancellation promises a refund in its subject only when the body gives one", async () => {
    const paid = await mail('event_cancelled', eventCancelled);
    expect(paid.subject).toMatch(/full refund/i);
    expect(paid.text).toMatch(/full refund/i);

    const free = await mail('event_cancelled', {
      ...eventCancelled,
      bookings: eventCancelled.bookings.map((booking) => ({ ...booking, refundAmountPaise: 0 })),
    });
    expect(free.text).toContain('nothing to refund');
    expect(free.subject).not.toMatch(/refund/i);
  });

  test('a cancellation with nothing to refund (free, or a 0% tier) promises no refund in its subject or body', async () => {
    const free = await mail('booking_cancelled', {
      ...cancelled,
      totalAmountPaise: 0,
      refundAmountPaise: 0,
      percentage: 0,
      refundStatus: 'none',
    });
    const zeroTier = await mail('booking_cancelled', {
      ...cancelled,
      refundAmountPaise: 0,
      percentage: 0,
      refundStatus: 'none',
      daysBeforeEvent: 0.3,
    });
    for (const { subject, text } of [free, zeroTier]) {
      expect(subject).not.toMatch(/refund/i);
      expect(text).not.toMatch(/refund of|on its way|Processing Refund|Check Refund Status/i);
    }
    expect(free.text).toContain('nothing to refund');
    expect(zeroTier.text).toContain('No refund');
  });

  test("a cancellation's refund uses the site's status labels, not a status of its own", async () => {
    const { text } = await mail('booking_cancelled', cancelled);
    expect(text).not.toMatch(/Status: processing/);
    expect(text).toContain("'Processing Refund'");
    expect(text).toContain("'Refund Processed'");
  });

  test('durations are whole, human numbers', async () => {
    const days = await mail('booking_cancelled', { ...cancelled, daysBeforeEvent: 3.2 });
    expect(days.text).toContain('3 days before the event');
    expect(days.text).not.toMatch(/\d\.\d+ days/);
    const hours = await mail('booking_cancelled', {
      ...cancelled,
      refundAmountPaise: 0,
      percentage: 0,
      refundStatus: 'none',
      daysBeforeEvent: 0.22,
    });
    expect(hours.text).toContain('5 hours before the event');
  });

  test('a payment refunded without a booking promises in its body the full refund its subject does, and no ticket', async () => {
    for (const reason of ['sold_out', 'event_cancelled'] as const) {
      const refunded = await mail('payment_refunded', { ...SAMPLE_PAYLOADS.payment_refunded, reason });
      expect(refunded.subject).toMatch(/refunded in full/);
      expect(refunded.text).toContain('The full amount, ₹15,499, is refunded');
      expect(refunded.text).toContain('no booking was made');
      expect(refunded.text).not.toMatch(/Ticket ID|View my ticket|Cancel Booking|\d+%/);
    }
  });

  test('the ticket mail says where cancelling is and that tickets are not transferable', async () => {
    const { text } = await mail('booking_confirmed', SAMPLE_PAYLOADS.booking_confirmed);
    expect(text).toContain('Tickets are not transferable');
    expect(text).toMatch(/Cancel Booking/);
  });
});
