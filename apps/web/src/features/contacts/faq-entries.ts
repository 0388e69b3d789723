import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MAX_TICKETS_PER_BOOKING } from '@ticketmela/domain';

export interface FaqEntry {
  question: MessageDescriptor;
  answer: MessageDescriptor;
}

const maxTickets = MAX_TICKETS_PER_BOOKING;

/** The three questions the Contact Us page answers (spec: cancelling, transfers, payment methods). */
export const CONTACT_PAGE_FAQ: FaqEntry[] = [
  {
    question: msg`How do I cancel my booking?`,
    answer: msg`Open the booking under My Tickets (your dashboard) and choose Cancel Booking. Any refund follows the event's cancellation policy and reaches your account in 5-10 business days.`,
  },
  {
    question: msg`Can I transfer my ticket to someone else?`,
    answer: msg`No. Tickets are non-transferable: each one is issued in the name of the person who booked it.`,
  },
  {
    question: msg`Which payment methods do you accept?`,
    answer: msg`All major credit and debit cards and UPI, processed securely through our card payment provider. TicketMela never stores your card details.`,
  },
];

/** The FAQ page: the Contact Us questions first, then the ones people ask next. */
export const FAQ_ENTRIES: FaqEntry[] = [
  {
    question: msg`Do I need an account to book?`,
    answer: msg`Yes. Anyone can browse events and ask an organizer a question, but booking needs a free account, so that your tickets, cancellations and refunds stay together in one place.`,
  },
  {
    question: msg`How many tickets can I buy?`,
    answer: msg`Up to ${maxTickets} tickets in one booking. While you pay, your seats are held for you for a few minutes; if the payment is not finished by then, they go back on sale.`,
  },
  ...CONTACT_PAGE_FAQ,
  {
    question: msg`My payment went through but I see no ticket. What now?`,
    answer: msg`Open the event again: the page checks your payment and shows your booking. If you do not come back, a payment that went through is turned into your booking, or refunded in full if the seats are gone, once your seat hold ends; you never need to pay twice. Write to us with the event name if you are unsure.`,
  },
  {
    question: msg`Where is my ticket?`,
    answer: msg`Under My Tickets on your dashboard: each booking has a View Ticket button with its QR code. We also e-mail the ticket when you book. Show the QR code at the entrance; it can be scanned from your phone screen or a printout.`,
  },
  {
    question: msg`What happens if the organizer cancels or moves the event?`,
    answer: msg`If the event is cancelled, every booking is cancelled and refunded in full, and you get an e-mail. If its date changes, we e-mail you, and you may cancel a booking made before the change for a full refund until the event starts.`,
  },
  {
    question: msg`How much do I get back when I cancel?`,
    answer: msg`It depends on how long before the event you cancel, and on the event’s own policy, shown on its page. The standard policy refunds 100% seven or more days before the event, 50% between one and seven days, and nothing in the last 24 hours. A ticket already used at the entrance cannot be cancelled.`,
  },
  {
    question: msg`How do I report an event that looks wrong?`,
    answer: msg`Sign in, open the event and choose Report Event. Our team reviews every report; an event that breaks the rules is taken down.`,
  },
  {
    question: msg`How do I delete my account?`,
    answer: msg`Go to your profile and use Delete Account at the bottom. Your bookings of upcoming events are cancelled and refunded under their policies, and your name and contact details are removed.`,
  },
];
