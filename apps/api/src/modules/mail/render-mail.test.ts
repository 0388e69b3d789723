import { MAIL_KINDS } from '@ticketmela/domain';
import jsQR from 'jsqr';
import ical from 'node-ical';
import { PNG } from 'pngjs';
import { describe, expect, test } from 'vitest';
import { SAMPLE_PAYLOADS } from '../../../test/mail/mail-samples';
import { mailSubject } from './mail-subjects';
import { inlineCidImages, mailAttachments, renderMailParts } from './render-mail';
import { venueLine } from './templates/mail-format';

const publicUrl = 'https://tickets.example.in';
const createdAt = new Date('2026-11-01T06:30:00.000Z');
const render = (kind: (typeof MAIL_KINDS)[number]) =>
  renderMailParts({ kind, payload: SAMPLE_PAYLOADS[kind], createdAt }, publicUrl);

describe('mail templates', () => {
  test('every kind renders an HTML and a plain-text part', async () => {
    for (const kind of MAIL_KINDS) {
      const { html, text } = await render(kind);
      expect(html, kind).toMatch(/^<!DOCTYPE html/);
      expect(html, kind).toContain('lang="en-IN"');
      expect(text.length, kind).toBeGreaterThan(100);
      expect(text, kind).not.toContain('<');
    }
  });

  test('the ticket shows the ticket id, rupees in en-IN, India time, the QR by cid and the link to the ticket page', async () => {
    const { html, text } = await render('booking_confirmed');
    expect(text).toContain('TM-7KQ4X9MZP2');
    expect(text).toContain('₹15,499');
    expect(text).toContain('₹12,500');
    expect(text).toContain('₹2,999');
    expect(text).toContain('Saturday, 21 November 2026 at 7:30 pm IST');
    expect(html).toContain('src="cid:ticket-qr@ticketmela"');
    expect(html).not.toMatch(/src="https?:/);
    expect(text).toContain(`${publicUrl}/ticket/0b0a0c0d-1111-4222-8333-444455556666`);
    expect(text).toContain('7 or more days before the event: 100% refund');
    expect(text).toContain('Less than 24 hours before: no refund');
  });

  test('the ticket says how it was paid under the amount; a free ticket, or one queued before methods were kept, says nothing', async () => {
    const { text } = await render('booking_confirmed');
    expect(text).toMatch(/Total paid\s+₹15,499\s+Paid by UPI, priya@okhdfcbank/);
    const { method: _method, ...older } = SAMPLE_PAYLOADS.booking_confirmed;
    const free = {
      ...SAMPLE_PAYLOADS.booking_confirmed,
      lines: [],
      totalAmountPaise: 0,
      method: null,
    };
    for (const payload of [older, free]) {
      const parts = await renderMailParts({ kind: 'booking_confirmed', payload, createdAt }, publicUrl);
      expect(parts.text).not.toContain('Paid by');
    }
  });

  test("a cancellation states the refund's amount, percentage and status, and the booking's own policy", async () => {
    const { text } = await render('booking_cancelled');
    expect(text).toContain('₹1,500 (50% of ₹3,000)');
    expect(text).toContain("'Processing Refund'");
    expect(text).toContain('Full refund up to a week before; half until the day before.');
    expect(text).toContain('3 days before the event');
  });

  test("an attendee's own ticket: who booked it, the tickets in their name, the event and the QR, and no link to the buyer's ticket page", async () => {
    const { html, text } = await render('attendee_ticket');
    expect(text).toContain('Hello Arjun Mehta,');
    expect(text).toContain(
      'Priya Sharma booked tickets for Sunburn Arena: Mumbai and put your name on 2 tickets',
    );
    expect(text).toContain('Ticket 2, General Admission: Arjun Mehta');
    expect(text).toContain('Ticket 3, General Admission: Kavya Mehta');
    expect(text).toContain('TM-7KQ4X9MZP2');
    expect(text).toContain('one scan admits all its 3 seats');
    expect(text).toContain(`${publicUrl}/events/6f1c2d3e-4a5b-4c6d-8e7f-901234567890`);
    expect(text).not.toContain(`${publicUrl}/ticket/`);
    expect(html).toContain('src="cid:ticket-qr@ticketmela"');
    const single = await renderMailParts(
      {
        kind: 'attendee_ticket',
        payload: {
          ...SAMPLE_PAYLOADS.attendee_ticket,
          tickets: [{ position: 1, categoryName: null, name: 'Arjun Mehta' }],
        },
        createdAt,
      },
      publicUrl,
    );
    expect(single.text).toContain('put your name on one of them');
    expect(single.text).toContain('Ticket 1: Arjun Mehta');
    expect(
      mailSubject({
        kind: 'attendee_ticket',
        causeId: 'x',
        recipient: 'a@b.in',
        payload: SAMPLE_PAYLOADS.attendee_ticket,
      }),
    ).toBe('Your ticket for Sunburn Arena: Mumbai, booked by Priya Sharma');
  });

  test('some tickets cancelled: what went and its refund, what is still booked on the same QR, the link to the ticket', async () => {
    const { text } = await render('tickets_cancelled');
    expect(text).toContain('You cancelled 1 ticket (1 × General Admission)');
    expect(text).toContain('₹749.75 (50% of ₹1,499.50)');
    expect(text).toMatch(/Still booked\s+1 × VIP Lounge, 1 × General Admission, ₹13,999.50/);
    expect(text).toContain('its QR code stays the same');
    expect(text).toContain(`${publicUrl}/ticket/0b0a0c0d-1111-4222-8333-444455556666`);
    const { text: nothing } = await renderMailParts(
      {
        kind: 'tickets_cancelled',
        payload: {
          ...SAMPLE_PAYLOADS.tickets_cancelled,
          cancelledLines: [],
          linesLeft: [],
          refundId: null,
          refundAmountPaise: 0,
          percentage: 0,
          refundStatus: 'none',
          daysBeforeEvent: 0.4,
        },
        createdAt,
      },
      publicUrl,
    );
    expect(nothing).toContain('No refund applies: the policy below gives 0%');
    expect(nothing).toMatch(/Still booked\s+2 seats/);
    expect(
      mailSubject({
        kind: 'tickets_cancelled',
        causeId: 'x',
        recipient: 'a@b.in',
        payload: SAMPLE_PAYLOADS.tickets_cancelled,
      }),
    ).toBe('Tickets cancelled: 2 still booked for Sunburn Arena: Mumbai (TM-7KQ4X9MZP2)');
  });

  test('a failed refund says what happens next', async () => {
    const { text } = await render('refund_failed');
    expect(text).toContain('We try again automatically');
    expect(text).toContain('Check Refund Status');
    const { text: stopped } = await renderMailParts(
      { kind: 'refund_failed', payload: { ...SAMPLE_PAYLOADS.refund_failed, willRetry: false }, createdAt },
      publicUrl,
    );
    expect(stopped).toContain('Automatic retries have stopped');
    const { text: tickets } = await renderMailParts(
      { kind: 'refund_failed', payload: { ...SAMPLE_PAYLOADS.refund_failed, kind: 'tickets' }, createdAt },
      publicUrl,
    );
    expect(tickets).toContain('The tickets you cancelled stay cancelled');
    expect(tickets).not.toContain('Your booking stays cancelled');
    expect(tickets).not.toContain('cancelled bookings page');
    expect(tickets).toContain(`${publicUrl}/ticket/0b0a0c0d-1111-4222-8333-444455556666`);
  });

  test("an event's cancellation lists every booking and the full refund", async () => {
    const { text } = await render('event_cancelled');
    expect(text).toContain('₹15,500.50 (100%)');
    expect(text).toContain('TM-P2MZ9XK4Q7');
    expect(text).toContain('The venue is closed for repairs');
  });

  test('a date change gives the new and the former date, the bookings and the right to a full refund', async () => {
    const { text, html } = await render('event_date_changed');
    expect(text).toContain('Saturday, 28 November 2026 at 7:30 pm IST');
    expect(text).toContain('Saturday, 21 November 2026 at 7:30 pm IST');
    expect(text).toContain('TM-7KQ4X9MZP2');
    expect(text).toContain('full refund');
    expect(text).toContain('₹3,000 (100%)');
    expect(html).toContain('https://tickets.example.in/dashboard');
  });

  test('an inquiry shows the visitor and their message; the contact acknowledgement promises 24-48 hours and does not echo a message', async () => {
    const inquiry = await render('inquiry_received');
    expect(inquiry.text).toContain('rahul.verma@example.in');
    expect(inquiry.text).toContain('two-wheelers');
    const contact = await render('contact_received');
    expect(contact.text).toContain('24-48 hours');
    expect(contact.text).toContain('Refund Request');
  });

  test('the e-mail change notice names the masked new address and where to get help; the registration notice where to sign in', async () => {
    const changed = await render('email_changed');
    expect(changed.text).toContain('p***@example.org');
    expect(changed.text).toContain('https://tickets.example.in/contact');
    expect(changed.text).toContain('did not make this change');
    const attempt = await render('registration_attempt');
    expect(attempt.text).toContain('this e-mail address');
    expect(attempt.text).toContain('https://tickets.example.in/login');
    expect(attempt.text).toContain('No new account was made');
  });

  test('a payment refunded without a booking states the amount, how it was paid, why, and how long banks take', async () => {
    const { text } = await render('payment_refunded');
    expect(text).toContain(
      'Your payment of ₹15,499 for Sunburn Arena: Mumbai went through, but no booking was made',
    );
    expect(text).toContain(
      'your payment completed after your seat hold had run out, and the seats had sold out meanwhile',
    );
    expect(text).toContain('The full amount, ₹15,499, is refunded to the same UPI account.');
    expect(text).toContain('Paid by UPI, ananya@okaxis');
    expect(text).toContain('Banks usually take 5–7 working days to show it');
    expect(text).toContain('Saturday, 21 November 2026 at 7:30 pm IST');
    expect(text).toContain('NSCI Dome, Lala Lajpatrai Marg, Worli, Mumbai');
  });

  test('a payment refunded because the event was cancelled says so, and goes back to the card it came from', async () => {
    const { text } = await renderMailParts(
      {
        kind: 'payment_refunded',
        payload: {
          ...SAMPLE_PAYLOADS.payment_refunded,
          amountPaise: 49_950,
          method: { kind: 'card', detail: 'Visa •••• 4242' },
          reason: 'event_cancelled',
        },
        createdAt,
      },
      publicUrl,
    );
    expect(text).toContain('no booking was made: the event was cancelled.');
    expect(text).not.toContain('sold out');
    expect(text).toContain('The full amount, ₹499.50, is refunded to the same card.');
    expect(text).toContain('Paid by card, Visa •••• 4242');
  });

  test('a payment refunded whose method the provider did not say names no method', async () => {
    const { text } = await renderMailParts(
      { kind: 'payment_refunded', payload: { ...SAMPLE_PAYLOADS.payment_refunded, method: null }, createdAt },
      publicUrl,
    );
    expect(text).not.toContain('Paid by');
    expect(text).toContain('is refunded to the account you paid from.');
  });

  test('the venue line names the city once, even when the address already has it', () => {
    expect(venueLine({ venueName: 'BIC', venueAddress: 'Domlur, Bengaluru 560071', city: 'Bengaluru' })).toBe(
      'BIC, Domlur, Bengaluru 560071',
    );
    expect(venueLine({ venueName: 'NSCI Dome', venueAddress: null, city: 'Mumbai' })).toBe(
      'NSCI Dome, Mumbai',
    );
  });

  test('subjects name the event and, for a ticket, its id', () => {
    expect(
      mailSubject({
        kind: 'booking_confirmed',
        causeId: 'x',
        recipient: 'a@b.in',
        payload: SAMPLE_PAYLOADS.booking_confirmed,
      }),
    ).toBe('Your ticket for Sunburn Arena: Mumbai (TM-7KQ4X9MZP2)');
    expect(
      mailSubject({
        kind: 'payment_refunded',
        causeId: 'x',
        recipient: 'a@b.in',
        payload: SAMPLE_PAYLOADS.payment_refunded,
      }),
    ).toBe('Your payment for Sunburn Arena: Mumbai was refunded in full');
  });
});

describe('mail attachments', () => {
  test('a booking carries its QR code as an inline PNG that decodes to the signed ticket text, and a calendar file', async () => {
    const payload = SAMPLE_PAYLOADS.booking_confirmed;
    const attachments = await mailAttachments({ kind: 'booking_confirmed', payload, createdAt }, publicUrl);
    const qr = attachments.find((attachment) => attachment.cid);
    expect(qr?.contentType).toBe('image/png');
    const png = PNG.sync.read(qr!.content);
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(payload.qrCode);

    const ics = attachments.find((attachment) => attachment.filename.endsWith('.ics'));
    const calendar = ical.sync.parseICS(ics!.content.toString('utf8'));
    const [entry] = Object.values(calendar).filter((item) => item?.type === 'VEVENT');
    expect(entry).toMatchObject({
      summary: payload.event.title,
      uid: `booking-${payload.bookingId}@ticketmela`,
    });
    expect((entry as { start: Date }).start.toISOString()).toBe(payload.event.date);
    expect((entry as { location: string }).location).toBe('NSCI Dome, Lala Lajpatrai Marg, Worli, Mumbai');
  });

  test("an attendee's ticket carries the booking's QR code inline, and no calendar file", async () => {
    const payload = SAMPLE_PAYLOADS.attendee_ticket;
    const attachments = await mailAttachments({ kind: 'attendee_ticket', payload, createdAt }, publicUrl);
    expect(attachments.map((attachment) => [attachment.filename, attachment.cid])).toEqual([
      ['TM-7KQ4X9MZP2.png', 'ticket-qr@ticketmela'],
    ]);
    const png = PNG.sync.read(attachments[0]!.content);
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(payload.qrCode);
  });

  test('other kinds carry no attachment; the preview inlines cid images as data URLs', async () => {
    expect(
      await mailAttachments(
        { kind: 'contact_received', payload: SAMPLE_PAYLOADS.contact_received, createdAt },
        publicUrl,
      ),
    ).toEqual([]);
    const mail = {
      kind: 'booking_confirmed' as const,
      payload: SAMPLE_PAYLOADS.booking_confirmed,
      createdAt,
    };
    const { html } = await renderMailParts(mail, publicUrl);
    const preview = inlineCidImages(html, await mailAttachments(mail, publicUrl));
    expect(preview).not.toContain('cid:');
    expect(preview).toContain('src="data:image/png;base64,');
  });
});
