import { daysFrom } from '../factories';
import type { Actor, World } from './world';

/** Expected HTTP status per caller. */
export type Access = Record<Actor, number>;
/** As rows write it: the banned and closed callers follow from the rest unless a row says otherwise. */
type RowAccess = Omit<Access, 'banned' | 'closed'> & Partial<Pick<Access, 'banned' | 'closed'>>;

export interface AccessRow {
  /** `METHOD /api/path/:param`, exactly as the app registers it. */
  route: string;
  params?: (world: World) => Record<string, string>;
  query?: (world: World) => Record<string, string>;
  /** A JSON body valid for the callers who are allowed. */
  body?: (world: World) => unknown;
  /** A multipart form (field -> text) instead of a JSON body. */
  form?: (world: World) => Record<string, string>;
  expect: Access;
}

/**
 * A route that refuses visitors (401) refuses a banned account with 403 (its ban) and a closed one with 401 (signed
 * out); a route open to visitors answers them as it answers attendee B, a signed-in stranger.
 */
function withFallenAccounts(row: Omit<AccessRow, 'expect'> & { expect: RowAccess }): AccessRow {
  const signInRequired = row.expect.anonymous === 401;
  return {
    ...row,
    expect: {
      banned: signInRequired ? 403 : row.expect.attendeeB,
      closed: signInRequired ? 401 : row.expect.attendeeB,
      ...row.expect,
    },
  };
}

const everyone = (status: number): RowAccess => ({
  anonymous: status,
  attendeeA: status,
  attendeeB: status,
  organizerX: status,
  organizerY: status,
  admin: status,
});
const signedIn = (status: number): RowAccess => ({ ...everyone(status), anonymous: 401 });
const adminOnly = (status: number): RowAccess => ({ ...everyone(403), anonymous: 401, admin: status });
/** Only X (the event's organizer) and admins; attendees and the other organizer are refused. */
const eventOwnerOrAdmin = (status: number): RowAccess => ({
  anonymous: 401,
  attendeeA: 403,
  attendeeB: 403,
  organizerX: status,
  organizerY: 403,
  admin: status,
});
/** A's own booking: everyone else is told it does not exist. */
const bookingOwnerA = (status: number): RowAccess => ({
  ...everyone(404),
  anonymous: 401,
  attendeeA: status,
});

let unique = 0;
const nextUnique = () => {
  unique += 1;
  return `${process.pid}${unique}`.slice(-7).padStart(7, '0');
};

const eventForm = (world: World) => ({
  title: 'Matrix Night',
  description: 'An event made by the authorization matrix',
  date: daysFrom(new Date(), 40).toISOString(),
  categoryId: world.musicCategory.id,
  city: 'Pune',
  venue: JSON.stringify({ name: 'Hall', address: 'FC Road, Pune', coordinates: { lat: 18.52, lng: 73.84 } }),
  hasTicketCategories: 'false',
  price: '300',
  totalSeats: '50',
  useDefaultRefundPolicy: 'true',
});

/**
 * Who may call every API route, against objects owned by attendee A and organizer X (see world.ts).
 * A route the app registers without a row here fails the matrix test, and so does a row for a route
 * that no longer exists.
 */
const ROWS: (Omit<AccessRow, 'expect'> & { expect: RowAccess })[] = [
  { route: 'GET /api/health', expect: everyone(200) },
  { route: 'GET /api/health/live', expect: everyone(200) },
  { route: 'GET /api/health/ready', expect: everyone(200) },

  // Auth: public by nature.
  {
    route: 'POST /api/auth/register',
    body: () => {
      const id = nextUnique();
      return {
        name: 'New Person',
        email: `new${id}@example.com`,
        phone: `8${id}00`.slice(0, 10),
        password: 'secret123',
      };
    },
    expect: everyone(201),
  },
  {
    route: 'POST /api/auth/login',
    body: (world) => ({ identifier: world.users.attendeeA.user.email, password: 'Secret123' }),
    expect: everyone(200),
  },
  { route: 'POST /api/auth/google', body: () => ({ credential: 'x' }), expect: everyone(404) },

  // The signed-in user's own account.
  { route: 'GET /api/users/profile', expect: signedIn(200) },
  { route: 'GET /api/users/profile/stats', expect: signedIn(200) },
  { route: 'PATCH /api/users/update', body: () => ({ name: 'Renamed Person' }), expect: signedIn(200) },
  // Closing one's own account needs the password (decision 0028). The admin may: every world adds an admin, so
  // another one is always left (the only admin's 409 is tested in users.routes.test.ts).
  { route: 'DELETE /api/users/delete', body: () => ({ password: 'Secret123' }), expect: signedIn(200) },

  // Admin on users (target: organizer X).
  {
    route: 'PATCH /api/users/:id/ban',
    params: (world) => ({ id: world.users.organizerX.user.id }),
    body: () => ({ reason: 'Selling fake tickets' }),
    expect: adminOnly(200),
  },
  {
    route: 'PATCH /api/users/:id/unban',
    params: (world) => ({ id: world.users.organizerX.user.id }),
    expect: adminOnly(200),
  },

  // Categories.
  { route: 'GET /api/categories', expect: everyone(200) },
  {
    route: 'POST /api/categories',
    body: () => ({ name: `Comedy ${nextUnique()}`, description: 'Stand-up' }),
    expect: adminOnly(201),
  },
  {
    route: 'DELETE /api/categories/:id',
    params: (world) => ({ id: world.unusedCategory.id }),
    expect: adminOnly(200),
  },

  // Events.
  { route: 'GET /api/events', expect: everyone(200) },
  { route: 'GET /api/events/cities', expect: everyone(200) },
  { route: 'GET /api/events/:id', params: (world) => ({ id: world.eventX.id }), expect: everyone(200) },
  { route: 'GET /api/events/:id/seats', params: (world) => ({ id: world.eventX.id }), expect: everyone(200) },
  { route: 'POST /api/events', form: eventForm, expect: signedIn(201) },
  {
    route: 'PATCH /api/events/:id',
    params: (world) => ({ id: world.eventX.id }),
    form: eventForm,
    expect: eventOwnerOrAdmin(200),
  },
  {
    route: 'DELETE /api/events/:id',
    params: (world) => ({ id: world.eventX.id }),
    body: () => ({ cancelledReason: 'Venue unavailable' }),
    expect: eventOwnerOrAdmin(200),
  },

  // Buying.
  {
    route: 'POST /api/payments/create-payment-intent',
    body: (world) => ({ eventId: world.eventX.id, noOfSeats: 1, amount: 500 }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/payments/test/confirm',
    body: (world) => ({
      clientSecret: world.unpaidIntentA.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    }),
    expect: bookingOwnerA(200),
  },
  {
    route: 'POST /api/payments/test/upi',
    body: (world) => ({ clientSecret: world.unpaidIntentA.clientSecret, upiId: 'ananya@okaxis' }),
    expect: bookingOwnerA(200),
  },
  {
    route: 'GET /api/payments/:paymentIntentId/outcome',
    params: (world) => ({ paymentIntentId: world.unpaidIntentA.paymentIntentId }),
    expect: bookingOwnerA(200),
  },
  {
    route: 'POST /api/payments/:paymentIntentId/cancel',
    params: (world) => ({ paymentIntentId: world.unpaidIntentA.paymentIntentId }),
    expect: bookingOwnerA(200),
  },
  // The page standing for the buyer's UPI app: its unguessable request id is the capability, as for a UPI app.
  {
    route: 'GET /api/payments/test/upi/:requestId',
    params: (world) => ({ requestId: world.upiRequestA.requestId }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/payments/test/upi/:requestId/answer',
    params: (world) => ({ requestId: world.upiRequestA.requestId }),
    body: () => ({ approve: false }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/bookings',
    body: (world) => ({ eventId: world.eventX.id, paymentIntentId: world.paidIntentA.paymentIntentId }),
    expect: bookingOwnerA(201),
  },
  {
    route: 'POST /api/bookings/free',
    body: (world) => ({
      eventId: world.freeEventX.id,
      noOfSeats: 2,
      idempotencyKey: crypto.randomUUID(),
    }),
    expect: signedIn(201),
  },
  { route: 'GET /api/bookings/user', expect: signedIn(200) },
  { route: 'GET /api/bookings/user/cancelled', expect: signedIn(200) },
  {
    route: 'GET /api/bookings/:id/qr',
    params: (world) => ({ id: world.bookingA._id }),
    expect: bookingOwnerA(200),
  },
  {
    route: 'DELETE /api/bookings/:id',
    params: (world) => ({ id: world.bookingA._id }),
    expect: bookingOwnerA(200),
  },
  {
    route: 'POST /api/bookings/:id/cancellation-quote',
    params: (world) => ({ id: world.bookingA._id }),
    body: () => ({ noOfSeats: 1 }),
    expect: bookingOwnerA(200),
  },
  {
    route: 'POST /api/bookings/:id/partial-cancellations',
    params: (world) => ({ id: world.bookingA._id }),
    body: () => ({ noOfSeats: 1 }),
    expect: bookingOwnerA(200),
  },
  {
    route: 'GET /api/bookings/:id/refund-status',
    params: (world) => ({ id: world.bookingA._id }),
    expect: bookingOwnerA(200),
  },

  // Community: reports and contact messages.
  {
    route: 'POST /api/reports',
    body: (world) => ({ eventId: world.eventX.id, reason: 'spam', description: 'Suspicious listing' }),
    // A already reported X's event in this world.
    expect: { ...signedIn(201), attendeeA: 409 },
  },
  {
    route: 'GET /api/reports/event/:id/mine',
    params: (world) => ({ id: world.eventX.id }),
    expect: signedIn(200),
  },
  { route: 'GET /api/reports/events/flagged', expect: adminOnly(200) },
  {
    route: 'PATCH /api/reports/:id',
    params: (world) => ({ id: world.reportA.id }),
    body: () => ({ status: 'resolved', adminNotes: 'Checked with the organizer' }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/contacts/event/:id',
    params: (world) => ({ id: world.eventX.id }),
    body: () => ({
      name: 'Visitor',
      email: 'visitor@example.com',
      subject: 'Parking Information',
      message: 'Is there parking near the venue?',
    }),
    expect: everyone(201),
  },
  {
    route: 'POST /api/contacts/general',
    body: () => ({
      name: 'Visitor',
      email: 'visitor@example.com',
      subject: 'Booking Issue',
      message: 'Help me',
    }),
    expect: everyone(201),
  },
  {
    route: 'GET /api/contacts/organizer',
    // Attendees have no inbox; each organizer sees only inquiries about their own events.
    expect: { anonymous: 401, attendeeA: 403, attendeeB: 403, organizerX: 200, organizerY: 200, admin: 200 },
  },
  { route: 'GET /api/contacts/general', expect: adminOnly(200) },
  {
    route: 'PATCH /api/contacts/:id/status',
    params: (world) => ({ id: world.inquiryX.id }),
    body: () => ({ status: 'in-progress', adminNotes: 'Replied by e-mail' }),
    expect: { ...eventOwnerOrAdmin(200), organizerY: 404 },
  },

  // Door check-in: the event's organizer and admins only.
  {
    route: 'POST /api/bookings/verify',
    body: (world) => ({ qrData: world.bookingA.qrCode, eventId: world.eventX.id, method: 'camera' }),
    expect: eventOwnerOrAdmin(200),
  },
  {
    route: 'POST /api/bookings/:id/undo-check-in',
    params: (world) => ({ id: world.checkedInBookingB._id }),
    body: () => ({ reason: 'Scanned the wrong ticket' }),
    expect: eventOwnerOrAdmin(200),
  },
  {
    route: 'GET /api/bookings/event/:id',
    params: (world) => ({ id: world.eventX.id }),
    expect: eventOwnerOrAdmin(200),
  },
  {
    route: 'GET /api/bookings/event/:id/check-in-stats',
    params: (world) => ({ id: world.eventX.id }),
    expect: eventOwnerOrAdmin(200),
  },
  {
    route: 'GET /api/bookings/event/:id/attendees.csv',
    params: (world) => ({ id: world.eventX.id }),
    expect: eventOwnerOrAdmin(200),
  },
  {
    route: 'GET /api/bookings/event/:id/door-list',
    params: (world) => ({ id: world.eventX.id }),
    expect: eventOwnerOrAdmin(200),
  },
  {
    route: 'POST /api/bookings/door-sync',
    body: (world) => ({
      eventId: world.eventX.id,
      deviceId: 'matrix-door',
      scans: [
        {
          nonce: crypto.randomUUID(),
          deviceId: 'matrix-door',
          scannedAt: new Date().toISOString(),
          qrData: world.bookingA.qrCode,
          localVerdict: 'admitted',
        },
      ],
    }),
    expect: eventOwnerOrAdmin(200),
  },
  {
    route: 'GET /api/bookings/event/:id/double-entries',
    params: (world) => ({ id: world.eventX.id }),
    expect: eventOwnerOrAdmin(200),
  },
  {
    route: 'GET /api/bookings/event/:id/door-refusals',
    params: (world) => ({ id: world.eventX.id }),
    expect: eventOwnerOrAdmin(200),
  },

  // Tax documents (issue 27): the buyer, the event's organizer and admins; anyone else is told it does not exist.
  {
    route: 'GET /api/tax-documents/:id',
    params: (world) => ({ id: world.bookingA.invoice.id }),
    expect: { ...bookingOwnerA(200), organizerX: 200, admin: 200 },
  },
  {
    route: 'GET /api/tax-documents/:id/pdf',
    params: (world) => ({ id: world.bookingA.invoice.id }),
    expect: { ...bookingOwnerA(200), organizerX: 200, admin: 200 },
  },
  { route: 'GET /api/tax-profile', expect: { ...signedIn(200), attendeeA: 403, attendeeB: 403 } },
  {
    route: 'PUT /api/tax-profile',
    body: () => ({
      legalName: 'Mela Live LLP',
      gstin: '27AAPFU0939F1ZV',
      address: '12 Marine Drive, Mumbai',
      stateCode: '27',
      invoicePrefix: 'ML',
      sac: '999692',
    }),
    expect: { ...signedIn(200), attendeeA: 403, attendeeB: 403 },
  },
  {
    // X's month; an organizer sees only their own, an admin anyone's.
    route: 'GET /api/tax/documents',
    query: (world) => ({ month: '2026-11', organizerId: world.users.organizerX.user.id }),
    expect: eventOwnerOrAdmin(200),
  },
  {
    route: 'GET /api/tax/summary.csv',
    query: (world) => ({ month: '2026-11', organizerId: world.users.organizerX.user.id }),
    expect: eventOwnerOrAdmin(200),
  },

  // The waitlist (issue 28): one's own places and offers; an event's list for its organizer and admins.
  {
    route: 'POST /api/waitlist',
    body: (world) => ({ eventId: world.soldOutEventX.id, quantity: 1 }),
    expect: signedIn(201),
  },
  { route: 'GET /api/waitlist/mine', expect: signedIn(200) },
  {
    route: 'GET /api/waitlist/:id',
    params: (world) => ({ id: world.waitlistOfferA.id }),
    expect: bookingOwnerA(200),
  },
  {
    route: 'DELETE /api/waitlist/:id',
    params: (world) => ({ id: world.waitlistOfferA.id }),
    expect: bookingOwnerA(200),
  },
  {
    route: 'POST /api/waitlist/:id/payment-intent',
    params: (world) => ({ id: world.waitlistOfferA.id }),
    body: () => ({}),
    expect: bookingOwnerA(200),
  },
  {
    route: 'POST /api/waitlist/:id/free-booking',
    params: (world) => ({ id: world.freeWaitlistOfferA.id }),
    expect: bookingOwnerA(201),
  },
  {
    route: 'GET /api/events/:id/waitlist',
    params: (world) => ({ id: world.eventX.id }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/events/:id/waitlist/manage',
    params: (world) => ({ id: world.eventX.id }),
    expect: eventOwnerOrAdmin(200),
  },
  {
    route: 'PUT /api/events/:id/waitlist/settings',
    params: (world) => ({ id: world.eventX.id }),
    body: () => ({ enabled: true, offerHours: 24 }),
    expect: eventOwnerOrAdmin(200),
  },

  // What an organizer sets up for a sale (issue 29): promo codes and checkout questions, for the event's organizer and
  // admins; anyone reads the questions (the checkout asks them) and looks a code up (a link may carry it).
  {
    route: 'GET /api/events/:id/promo-codes',
    params: (world) => ({ id: world.eventX.id }),
    expect: eventOwnerOrAdmin(200),
  },
  {
    route: 'POST /api/events/:id/promo-codes',
    params: (world) => ({ id: world.eventX.id }),
    body: () => ({ code: `M${nextUnique()}`, kind: 'percent', value: 15 }),
    expect: eventOwnerOrAdmin(201),
  },
  {
    route: 'PATCH /api/events/:id/promo-codes/:codeId',
    params: (world) => ({ id: world.eventX.id, codeId: world.promoCodeX.id }),
    body: () => ({ active: false }),
    expect: eventOwnerOrAdmin(200),
  },
  {
    route: 'DELETE /api/events/:id/promo-codes/:codeId',
    params: (world) => ({ id: world.eventX.id, codeId: world.promoCodeX.id }),
    expect: eventOwnerOrAdmin(200),
  },
  {
    // An unknown code is refused as invalid (400 PROMO_CODE_INVALID), to anyone alike.
    route: 'GET /api/events/:id/promo-codes/lookup',
    params: (world) => ({ id: world.eventX.id }),
    query: () => ({ code: 'NOSUCHCODE' }),
    expect: everyone(400),
  },
  {
    route: 'GET /api/events/:id/questions',
    params: (world) => ({ id: world.eventX.id }),
    expect: everyone(200),
  },
  {
    route: 'PUT /api/events/:id/questions',
    params: (world) => ({ id: world.eventX.id }),
    body: () => ({
      questions: [{ label: 'T-shirt size?', kind: 'single_choice', options: ['S', 'M', 'L'] }],
    }),
    expect: eventOwnerOrAdmin(200),
  },

  // Admin console.
  { route: 'GET /api/events/admin/stats', expect: adminOnly(200) },
  {
    route: 'GET /api/users/:id/full-details',
    params: (world) => ({ id: world.users.organizerX.user.id }),
    expect: adminOnly(200),
  },
  {
    route: 'DELETE /api/users/:id',
    params: (world) => ({ id: world.users.organizerX.user.id }),
    expect: adminOnly(200),
  },
  { route: 'GET /api/admin/audit-log', expect: adminOnly(200) },
  { route: 'GET /api/admin/emails', expect: adminOnly(200) },
  {
    route: 'GET /api/admin/emails/:id',
    params: (world) => ({ id: world.generalContactMail.id }),
    expect: adminOnly(200),
  },
];

export const EXPECTED_ACCESS: AccessRow[] = ROWS.map(withFallenAccounts);
