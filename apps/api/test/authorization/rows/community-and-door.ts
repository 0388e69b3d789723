import { adminOnly, eventOwnerOrAdmin, everyone, signedIn, type WrittenRow } from '../access-kinds';

/** Reports, contact messages, and the door's check-in. */
export const COMMUNITY_AND_DOOR_ROWS: WrittenRow[] = [
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
];
