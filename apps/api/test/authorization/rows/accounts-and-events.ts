import {
  adminOnly,
  eventForm,
  eventOwnerOrAdmin,
  everyone,
  nextUnique,
  signedIn,
  type WrittenRow,
} from '../access-kinds';

/** Health, sign-in, one's own account, the admin on users, categories and events. */
export const ACCOUNT_AND_EVENT_ROWS: WrittenRow[] = [
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
  { route: 'PUT /api/users/me/locale', body: () => ({ locale: 'hi' }), expect: signedIn(200) },
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
];
