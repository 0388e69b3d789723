import { adminOnly, type WrittenRow } from '../access-kinds';

/** The admin console. */
export const ADMIN_CONSOLE_ROWS: WrittenRow[] = [
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
