import type { Locale, MailKind, PaidMethod } from '@ticketmela/domain';

/**
 * What each kind of e-mail shows, captured when its cause commits (the outbox row's `payload`). Money in
 * paise, instants as ISO strings; links are built from PUBLIC_URL when the mail is rendered.
 */
/**
 * The language a mail is written in (issue 30): the booking's (the buyer's when booking) for the mails about it, the
 * account's or the request's for the others. Absent on mails queued before: English.
 */
export interface MailLanguage {
  locale?: Locale;
}

export interface MailEvent {
  id: string;
  title: string;
  date: string;
  venueName: string;
  venueAddress: string | null;
  city: string;
}

export interface MailTicketLine {
  categoryName: string;
  quantity: number;
  pricePerTicketPaise: number;
  subtotalPaise: number;
}

export interface MailRefundPolicy {
  sevenDaysOrMore: number;
  oneToDays: number;
  lessThanDay: number;
  /** The organizer's own words for a custom policy, if any. */
  description: string | null;
}

export interface BookingConfirmedPayload extends MailLanguage {
  bookingId: string;
  ticketId: string;
  /** The signed text the QR encodes (decision 0008); the PNG is drawn when the mail is sent. */
  qrCode: string;
  attendeeName: string;
  event: MailEvent;
  seats: number;
  /** Per-category lines; empty for a single-price booking. */
  lines: MailTicketLine[];
  pricePerSeatPaise: number;
  totalAmountPaise: number;
  refundPolicy: MailRefundPolicy;
  /** How it was paid ("Paid by UPI, ananya@okaxis"); null for a free booking, or when the provider did not say. Absent on older rows. */
  method?: PaidMethod | null;
}

/**
 * A ticket mail of its own for someone the buyer named on their tickets with another e-mail address (decision 0042):
 * the tickets named to this address, and the booking's QR, which admits all its seats at the door.
 */
export interface AttendeeTicketPayload extends MailLanguage {
  bookingId: string;
  ticketId: string;
  /** The signed text the QR encodes, drawn when the mail is sent. */
  qrCode: string;
  /** The first name given for this address. */
  attendeeName: string;
  /** Who booked the tickets (the one who can cancel them). */
  buyerName: string;
  event: MailEvent;
  /** The booking's tickets named to this address, in ticket order (categoryName null for a single price). */
  tickets: { position: number; categoryName: string | null; name: string }[];
  /** Every seat of the booking: the one QR admits them all. */
  seats: number;
}

export interface BookingCancelledPayload extends MailLanguage {
  bookingId: string;
  ticketId: string;
  attendeeName: string;
  event: MailEvent;
  seats: number;
  totalAmountPaise: number;
  /** The whole booking's refund, whose credit note goes with the mail (not those of tickets cancelled before). Absent on older rows. */
  refundId?: string | null;
  refundAmountPaise: number;
  percentage: number;
  /** none (nothing to refund) or pending (on its way). */
  refundStatus: 'none' | 'pending';
  daysBeforeEvent: number;
  refundPolicy: MailRefundPolicy;
  cancelledAt: string;
}

/** Some tickets of a booking cancelled, the rest kept (decision 0041). Its cause is the partial cancellation. */
export interface TicketsCancelledPayload extends MailLanguage {
  partialCancellationId: string;
  bookingId: string;
  ticketId: string;
  attendeeName: string;
  event: MailEvent;
  /** The tickets cancelled: how many, their category lines ([] for a single-price booking), what they cost. */
  cancelledSeats: number;
  cancelledLines: { categoryName: string; quantity: number }[];
  cancelledAmountPaise: number;
  /** The refund for them (its credit note goes with the mail); null when the policy gave nothing. */
  refundId: string | null;
  refundAmountPaise: number;
  percentage: number;
  /** none (nothing to refund) or pending (on its way). */
  refundStatus: 'none' | 'pending';
  daysBeforeEvent: number;
  /** What the booking holds now, on the same QR code: its seats, lines ([] single-price) and amount. */
  seatsLeft: number;
  linesLeft: MailTicketLine[];
  amountLeftPaise: number;
  refundPolicy: MailRefundPolicy;
  cancelledAt: string;
}

export interface RefundFailedPayload extends MailLanguage {
  refundId: string;
  bookingId: string;
  ticketId: string;
  attendeeName: string;
  event: MailEvent;
  amountPaise: number;
  percentage: number;
  /** True when the worker will try again by itself; false when it has stopped and support takes over. */
  willRetry: boolean;
  /** What was refunded: the whole booking (also when absent, on older rows) or some of its tickets (decision 0041). */
  kind?: 'booking' | 'tickets';
}

export interface EventCancelledPayload extends MailLanguage {
  attendeeName: string;
  event: MailEvent;
  reason: string | null;
  /** Every booking this person had of the event, each refunded in full. */
  bookings: { bookingId: string; ticketId: string; seats: number; refundAmountPaise: number }[];
}

export interface EventDateChangedPayload extends MailLanguage {
  /** The change (an event_date_changes row): the mail's cause. */
  changeId: string;
  attendeeName: string;
  /** The event with its new date. */
  event: MailEvent;
  previousDate: string;
  /** Every active booking this person has of the event; each may be cancelled with a full refund until it starts. */
  bookings: { bookingId: string; ticketId: string; seats: number; totalAmountPaise: number }[];
}

/**
 * A payment that completed after its seat hold had run out and got no booking (the seats sold out meanwhile, or the
 * event was cancelled), refunded in full (issue 26). Its cause is the payment.
 */
export interface PaymentRefundedPayload extends MailLanguage {
  paymentId: string;
  attendeeName: string;
  event: MailEvent;
  /** The whole amount paid, all of it refunded. */
  amountPaise: number;
  /** How it was paid, which is where the refund goes; null when the provider did not say. */
  method: PaidMethod | null;
  /** Why no booking was made: the event was cancelled, or the seats sold out after the hold ran out. */
  reason: 'event_cancelled' | 'sold_out';
}

export interface InquiryReceivedPayload extends MailLanguage {
  contactId: string;
  organizerName: string;
  event: Pick<MailEvent, 'id' | 'title' | 'date'>;
  visitor: { name: string; email: string; phone: string | null };
  subject: string;
  message: string;
}

export interface ContactReceivedPayload extends MailLanguage {
  contactId: string;
  name: string;
  subject: string;
  receivedAt: string;
}

/** To the old address after an e-mail change (decision 0028). */
export interface EmailChangedPayload extends MailLanguage {
  name: string;
  /** The new address with its local part masked (`n***@example.org`): the old mailbox may no longer be the owner's. */
  newEmailMasked: string;
  changedAt: string;
}

/** To an account's owner when someone registered with its e-mail or phone (decision 0028). */
export interface RegistrationAttemptPayload extends MailLanguage {
  name: string;
  /** What the registration had in common with the account. */
  matched: 'email' | 'phone';
  attemptedAt: string;
}

/** Seats came back and are held for someone on the waitlist (decision 0041): buy them before expiresAt. */
export interface WaitlistOfferPayload extends MailLanguage {
  entryId: string;
  attendeeName: string;
  event: MailEvent;
  categoryName: string | null;
  /** The seats held, and how many the person asked for (more only when they said they take fewer). */
  quantity: number;
  requestedQuantity: number;
  amountPaise: number;
  expiresAt: string;
}

/** The waitlist someone was on is closed: the event was cancelled, or its organizer switched the list off. */
export interface WaitlistClosedPayload extends MailLanguage {
  entryId: string;
  attendeeName: string;
  event: MailEvent;
  categoryName: string | null;
  reason: 'event_cancelled' | 'waitlist_closed';
}

export interface MailPayloads {
  booking_confirmed: BookingConfirmedPayload;
  booking_cancelled: BookingCancelledPayload;
  refund_failed: RefundFailedPayload;
  event_cancelled: EventCancelledPayload;
  event_date_changed: EventDateChangedPayload;
  inquiry_received: InquiryReceivedPayload;
  contact_received: ContactReceivedPayload;
  email_changed: EmailChangedPayload;
  registration_attempt: RegistrationAttemptPayload;
  payment_refunded: PaymentRefundedPayload;
  waitlist_offer: WaitlistOfferPayload;
  waitlist_closed: WaitlistClosedPayload;
  tickets_cancelled: TicketsCancelledPayload;
  attendee_ticket: AttendeeTicketPayload;
}

/** A mail to queue: its kind, cause and recipient make it unique. */
export type QueuedMail = {
  [K in MailKind]: {
    kind: K;
    causeId: string;
    recipient: string;
    replyTo?: string | null;
    payload: MailPayloads[K];
  };
}[MailKind];
