import {
  bookingOwnerA,
  eventOwnerOrAdmin,
  everyone,
  nextUnique,
  signedIn,
  type WrittenRow,
} from '../access-kinds';

/** Tax documents, the waitlist, the waiting room, and what an organizer sets up for a sale. */
export const DOCUMENT_WAITLIST_AND_SALE_SETUP_ROWS: WrittenRow[] = [
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

  // The waiting room (issue 32): its shared answer for anyone; one's own place; the setting for the event's organizer
  // and admins. The world's events have no room on: joining is refused (409) and nobody has a place (404), past the
  // sign-in; the setting keeps the room off, so the buying rows' events sell as before.
  {
    route: 'GET /api/events/:id/queue',
    params: (world) => ({ id: world.eventX.id }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/events/:id/queue',
    params: (world) => ({ id: world.eventX.id }),
    expect: signedIn(409),
  },
  {
    route: 'GET /api/events/:id/queue/me',
    params: (world) => ({ id: world.eventX.id }),
    expect: signedIn(404),
  },
  {
    route: 'GET /api/events/:id/queue/manage',
    params: (world) => ({ id: world.eventX.id }),
    expect: eventOwnerOrAdmin(200),
  },
  {
    route: 'PUT /api/events/:id/queue/settings',
    params: (world) => ({ id: world.eventX.id }),
    body: () => ({ enabled: false, onSaleAt: new Date(Date.now() + 60 * 60_000).toISOString() }),
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
];
