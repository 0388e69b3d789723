import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type AdminCallers,
  createAdminCallers,
  createOrganizerWithEvent,
  createTarget,
  eventFormJson,
  uniqueName,
} from '../../../test/admin';
import { createCategoryRow } from '../../../test/factories';
import { buildTestApp, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { auditLog, contactMessages, reports } from '../../db/schema';
import { enqueueMail } from '../mail/outbox.service';

let ctx: TestApp;
let callers: AdminCallers;
beforeAll(async () => {
  ctx = await buildTestApp();
  callers = await createAdminCallers(ctx);
});
afterAll(async () => {
  await ctx.close();
});

/** What one call needs: fresh objects, so an allowed (destructive) call never colours the next one. */
async function freshObjects() {
  const { organizer, category, event } = await createOrganizerWithEvent(ctx);
  const target = await createTarget(ctx);
  const bannedTarget = await createTarget(ctx);
  await injectAs(ctx, callers.admin, {
    method: 'PATCH',
    url: `/api/users/${bannedTarget.user.id}/ban`,
    payload: { reason: 'Set up for the walk' },
  });
  const unusedCategory = await createCategoryRow(ctx, uniqueName('Unused'));
  const [report] = await ctx.db
    .insert(reports)
    .values({ eventId: event.id, userId: callers.attendee.user.id, reason: 'spam' })
    .returning();
  const [generalContact] = await ctx.db
    .insert(contactMessages)
    .values({ name: 'Meera', email: 'meera@example.com', subject: 'Other', message: 'Hello' })
    .returning();
  const mailId = await enqueueMail(
    ctx.db,
    {
      kind: 'contact_received',
      causeId: generalContact!.id,
      recipient: generalContact!.email,
      payload: {
        contactId: generalContact!.id,
        name: 'Meera',
        subject: 'Other',
        receivedAt: new Date().toISOString(),
      },
    },
    new Date(),
  );
  return {
    organizer,
    category,
    event,
    target,
    bannedTarget,
    unusedCategory,
    report: report!,
    generalContact: generalContact!,
    mailId: mailId!,
  };
}
type Objects = Awaited<ReturnType<typeof freshObjects>>;

interface AdminRoute {
  /** 'METHOD /api/path/{param}', as the OpenAPI document at /api/docs names it. */
  route: string;
  url: (objects: Objects) => string;
  body?: (objects: Objects) => object;
  /** What an admin gets. Everyone else: anonymous 401, an attendee 403, an organizer 403 ... */
  admin: number;
  /** ... unless told otherwise here (a route that hides what is not yours answers 404). */
  refused?: Partial<Record<'attendee' | 'organizer', number>>;
}

/**
 * Every admin route. Add a row for each new one. PATCH and DELETE /api/events/{id} also serve the
 * event's own organizer; the organizer who calls here does not own the event, so is refused too.
 */
const ADMIN_ROUTES: AdminRoute[] = [
  { route: 'GET /api/events/admin/stats', url: () => '/api/events/admin/stats', admin: 200 },
  {
    route: 'POST /api/categories',
    url: () => '/api/categories',
    body: () => ({ name: uniqueName('Walk category') }),
    admin: 201,
  },
  {
    route: 'DELETE /api/categories/{id}',
    url: (o) => `/api/categories/${o.unusedCategory.id}`,
    admin: 200,
  },
  {
    route: 'PATCH /api/events/{id}',
    url: (o) => `/api/events/${o.event.id}`,
    body: (o) => eventFormJson(o.category.id),
    admin: 200,
  },
  {
    route: 'DELETE /api/events/{id}',
    url: (o) => `/api/events/${o.event.id}`,
    body: () => ({ cancelledReason: 'Walk' }),
    admin: 200,
  },
  {
    route: 'GET /api/users/{id}/full-details',
    url: (o) => `/api/users/${o.organizer.user.id}/full-details`,
    admin: 200,
  },
  {
    route: 'PATCH /api/users/{id}/ban',
    url: (o) => `/api/users/${o.target.user.id}/ban`,
    body: () => ({ reason: 'Walk' }),
    admin: 200,
  },
  {
    route: 'PATCH /api/users/{id}/unban',
    url: (o) => `/api/users/${o.bannedTarget.user.id}/unban`,
    admin: 200,
  },
  { route: 'DELETE /api/users/{id}', url: (o) => `/api/users/${o.target.user.id}`, admin: 200 },
  { route: 'GET /api/admin/audit-log', url: () => '/api/admin/audit-log', admin: 200 },
  // The mail outbox (modules/mail).
  { route: 'GET /api/admin/emails', url: () => '/api/admin/emails', admin: 200 },
  { route: 'GET /api/admin/emails/{id}', url: (o) => `/api/admin/emails/${o.mailId}`, admin: 200 },
  // Reports and contact messages (modules/reports, modules/contacts).
  { route: 'GET /api/reports/events/flagged', url: () => '/api/reports/events/flagged', admin: 200 },
  {
    route: 'PATCH /api/reports/{id}',
    url: (o) => `/api/reports/${o.report.id}`,
    body: () => ({ status: 'reviewed', adminNotes: 'Walk' }),
    admin: 200,
  },
  { route: 'GET /api/contacts/general', url: () => '/api/contacts/general?page=1&limit=20', admin: 200 },
  {
    // Organizers may update inquiries about their own events; a general message is not found for them.
    route: 'PATCH /api/contacts/{id}/status',
    url: (o) => `/api/contacts/${o.generalContact.id}/status`,
    body: () => ({ status: 'resolved', adminNotes: 'Walk' }),
    admin: 200,
    refused: { organizer: 404 },
  },
];

const auditCount = async () => (await ctx.db.select({ total: count() }).from(auditLog))[0]!.total;

async function callAs(route: AdminRoute, as: TestUser | null) {
  const objects = await freshObjects();
  return injectAs(ctx, as, {
    method: route.route.split(' ')[0] as 'GET',
    url: route.url(objects),
    ...(route.body ? { payload: route.body(objects) } : {}),
  });
}

describe('every admin route: anonymous 401, attendee 403, organizer 403, admin served', () => {
  test('the table has a row for every route the API documents under the admin tag', () => {
    const document = ctx.app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const tagged = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.tags?.includes('admin'))
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/(.)\/$/, '$1')}`),
    );
    expect(tagged.length).toBeGreaterThan(0);
    const walked = ADMIN_ROUTES.map((row) => row.route);
    expect(tagged.filter((route) => !walked.includes(route))).toEqual([]);
  });

  test.each(ADMIN_ROUTES.map((row) => [row.route, row] as const))(
    '%s',
    { timeout: 60_000 },
    async (_name, route) => {
      const auditBefore = await auditCount();
      const refused = {
        anonymous: (await callAs(route, null)).statusCode,
        attendee: (await callAs(route, callers.attendee)).statusCode,
        organizer: (await callAs(route, callers.organizer)).statusCode,
      };
      expect(refused).toEqual({ anonymous: 401, attendee: 403, organizer: 403, ...route.refused });
      // Each fresh set of objects bans one user (1 entry); a refused call writes nothing more.
      expect(await auditCount()).toBe(auditBefore + 3);

      const served = await callAs(route, callers.admin);
      expect(served.statusCode, served.body).toBe(route.admin);
    },
  );

  test('the stats path is its own route, not an event id', async () => {
    const response = await injectAs(ctx, callers.attendee, { method: 'GET', url: '/api/events/admin/stats' });
    expect(response.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    const asEvent = await ctx.app.inject({ method: 'GET', url: '/api/events/admin' });
    expect(asEvent.json()).toMatchObject({ statusCode: 400, message: 'Invalid id' });
  });
});
