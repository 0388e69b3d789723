import type { MailPayloads, QueuedMail } from '../../src/modules/mail/mail-payloads';

/** One realistic mail of each kind, for template tests and previews. The event is on 21 Nov 2026, 7:30 pm IST. */
const event = {
  id: '6f1c2d3e-4a5b-4c6d-8e7f-901234567890',
  title: 'Sunburn Arena: Mumbai',
  date: '2026-11-21T14:00:00.000Z',
  venueName: 'NSCI Dome',
  venueAddress: 'Lala Lajpatrai Marg, Worli',
  city: 'Mumbai',
};
const policy = { sevenDaysOrMore: 100, oneToDays: 50, lessThanDay: 0, description: null };

export const SAMPLE_PAYLOADS: MailPayloads = {
  booking_confirmed: {
    bookingId: '0b0a0c0d-1111-4222-8333-444455556666',
    ticketId: 'TM-7KQ4X9MZP2',
    qrCode: '{"ticketId":"TM-7KQ4X9MZP2","eventId":"6f1c2d3e-4a5b-4c6d-8e7f-901234567890","sig":"abc"}',
    attendeeName: 'Priya Sharma',
    event,
    seats: 3,
    lines: [
      { categoryName: 'VIP Lounge', quantity: 1, pricePerTicketPaise: 1_250_000, subtotalPaise: 1_250_000 },
      {
        categoryName: 'General Admission',
        quantity: 2,
        pricePerTicketPaise: 149_950,
        subtotalPaise: 299_900,
      },
    ],
    pricePerSeatPaise: 0,
    totalAmountPaise: 1_549_900,
    refundPolicy: policy,
    method: { kind: 'upi', detail: 'priya@okhdfcbank' },
  },
  booking_cancelled: {
    bookingId: '0b0a0c0d-1111-4222-8333-444455556666',
    ticketId: 'TM-7KQ4X9MZP2',
    attendeeName: 'Priya Sharma',
    event,
    seats: 2,
    totalAmountPaise: 300_000,
    refundAmountPaise: 150_000,
    percentage: 50,
    refundStatus: 'pending',
    daysBeforeEvent: 3.42,
    refundPolicy: { ...policy, description: 'Full refund up to a week before; half until the day before.' },
    cancelledAt: '2026-11-18T04:05:00.000Z',
  },
  tickets_cancelled: {
    partialCancellationId: '5c5c5c5c-3333-4444-8555-666677778888',
    bookingId: '0b0a0c0d-1111-4222-8333-444455556666',
    ticketId: 'TM-7KQ4X9MZP2',
    attendeeName: 'Priya Sharma',
    event,
    cancelledSeats: 1,
    cancelledLines: [{ categoryName: 'General Admission', quantity: 1 }],
    cancelledAmountPaise: 149_950,
    refundId: '7a7a7a7a-2222-4333-8444-555566667777',
    refundAmountPaise: 74_975,
    percentage: 50,
    refundStatus: 'pending',
    daysBeforeEvent: 3.42,
    seatsLeft: 2,
    linesLeft: [
      { categoryName: 'VIP Lounge', quantity: 1, pricePerTicketPaise: 1_250_000, subtotalPaise: 1_250_000 },
      {
        categoryName: 'General Admission',
        quantity: 1,
        pricePerTicketPaise: 149_950,
        subtotalPaise: 149_950,
      },
    ],
    amountLeftPaise: 1_399_950,
    refundPolicy: policy,
    cancelledAt: '2026-11-18T04:05:00.000Z',
  },
  refund_failed: {
    refundId: '7a7a7a7a-2222-4333-8444-555566667777',
    bookingId: '0b0a0c0d-1111-4222-8333-444455556666',
    ticketId: 'TM-7KQ4X9MZP2',
    attendeeName: 'Priya Sharma',
    event,
    amountPaise: 150_000,
    percentage: 50,
    willRetry: true,
  },
  event_cancelled: {
    attendeeName: 'Priya Sharma',
    event,
    reason: 'The venue is closed for repairs after heavy rain.',
    bookings: [
      {
        bookingId: '0b0a0c0d-1111-4222-8333-444455556666',
        ticketId: 'TM-7KQ4X9MZP2',
        seats: 2,
        refundAmountPaise: 300_000,
      },
      {
        bookingId: '1b0a0c0d-1111-4222-8333-444455556666',
        ticketId: 'TM-P2MZ9XK4Q7',
        seats: 1,
        refundAmountPaise: 1_250_050,
      },
    ],
  },
  event_date_changed: {
    changeId: '5e5e5e5e-2222-4333-8444-555566667777',
    attendeeName: 'Priya Sharma',
    event: { ...event, date: '2026-11-28T14:00:00.000Z' },
    previousDate: event.date,
    bookings: [
      {
        bookingId: '0b0a0c0d-1111-4222-8333-444455556666',
        ticketId: 'TM-7KQ4X9MZP2',
        seats: 2,
        totalAmountPaise: 300_000,
      },
    ],
  },
  inquiry_received: {
    contactId: '9c9c9c9c-3333-4444-8555-666677778888',
    organizerName: 'Arjun Mehta',
    event: { id: event.id, title: event.title, date: event.date },
    visitor: { name: 'Rahul Verma', email: 'rahul.verma@example.in', phone: '9876543210' },
    subject: 'Parking Information',
    message: 'Hello,\nIs there parking near the venue for two-wheelers?\nThanks!',
  },
  contact_received: {
    contactId: '8d8d8d8d-4444-4555-8666-777788889999',
    name: 'Rahul Verma',
    subject: 'Refund Request',
    receivedAt: '2026-11-18T04:05:00.000Z',
  },
  email_changed: {
    name: 'Priya Sharma',
    newEmailMasked: 'p***@example.org',
    changedAt: '2026-11-18T04:05:00.000Z',
  },
  registration_attempt: {
    name: 'Priya Sharma',
    matched: 'email',
    attemptedAt: '2026-11-18T04:05:00.000Z',
  },
  payment_refunded: {
    paymentId: '3f3f3f3f-5555-4666-8777-888899990000',
    attendeeName: 'Ananya Iyer',
    event,
    amountPaise: 1_549_900,
    method: { kind: 'upi', detail: 'ananya@okaxis' },
    reason: 'sold_out',
  },
  waitlist_offer: {
    entryId: '4a4a4a4a-6666-4777-8888-999900001111',
    attendeeName: 'Rahul Verma',
    event,
    categoryName: 'General Admission',
    quantity: 2,
    requestedQuantity: 3,
    amountPaise: 299_900,
    expiresAt: '2026-11-19T02:30:00.000Z',
  },
  waitlist_closed: {
    entryId: '5b5b5b5b-7777-4888-8999-000011112222',
    attendeeName: 'Rahul Verma',
    event,
    categoryName: null,
    reason: 'event_cancelled',
  },
  attendee_ticket: {
    bookingId: '0b0a0c0d-1111-4222-8333-444455556666',
    ticketId: 'TM-7KQ4X9MZP2',
    qrCode: '{"ticketId":"TM-7KQ4X9MZP2","eventId":"6f1c2d3e-4a5b-4c6d-8e7f-901234567890","sig":"abc"}',
    attendeeName: 'Arjun Mehta',
    buyerName: 'Priya Sharma',
    event,
    tickets: [
      { position: 2, categoryName: 'General Admission', name: 'Arjun Mehta' },
      { position: 3, categoryName: 'General Admission', name: 'Kavya Mehta' },
    ],
    seats: 3,
  },
};

export function sampleMail<K extends keyof MailPayloads>(kind: K): QueuedMail {
  return {
    kind,
    causeId: '00000000-0000-4000-8000-000000000001',
    recipient: 'someone@example.in',
    payload: SAMPLE_PAYLOADS[kind],
  } as QueuedMail;
}
