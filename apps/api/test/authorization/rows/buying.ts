import { bookingOwnerA, everyone, signedIn, type WrittenRow } from '../access-kinds';

/** Holds, payments, bookings, cancellations and the UPI app's page. */
export const BUYING_ROWS: WrittenRow[] = [
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
];
