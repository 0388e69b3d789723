import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type AdminCallers,
  auditEntriesFor,
  createAdminCallers,
  createOrganizerWithEvent,
  eventFormJson,
  uniqueName,
} from '../../../test/admin';
import { createEventRow, daysFrom } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp } from '../../../test/helper';
import { purchase } from '../../../test/purchase';
import { bookings, categories, events, testRefunds } from '../../db/schema';
import { processDueRefunds } from '../bookings/refund-sending.service';
import { ADMIN_REMOVAL_REASON } from './event-moderation.service';

let ctx: TestApp;
let callers: AdminCallers;
beforeAll(async () => {
  ctx = await buildTestApp();
  callers = await createAdminCallers(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const asAdmin = (options: Parameters<typeof injectAs>[2]) => injectAs(ctx, callers.admin, options);

describe('categories (admin)', () => {
  test("creating: 201 with the category; 'Category name is required'; a name in any case is 409 DUPLICATE; audited once", async () => {
    const name = uniqueName('Stand-up');
    const created = await asAdmin({
      method: 'POST',
      url: '/api/categories',
      payload: { name: `  ${name} `, description: 'Laughs' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      _id: expect.any(String),
      name,
      description: 'Laughs',
      createdAt: expect.any(String),
      eventCount: 0,
    });
    for (const payload of [{}, { name: '' }, { name: '    ' }]) {
      expect((await asAdmin({ method: 'POST', url: '/api/categories', payload })).json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'Category name is required',
        field: 'name',
      });
    }
    const duplicate = await asAdmin({
      method: 'POST',
      url: '/api/categories',
      payload: { name: name.toUpperCase() },
    });
    expect(duplicate.json()).toEqual({
      statusCode: 409,
      code: 'DUPLICATE',
      message: 'A category with this name already exists',
      field: 'name',
    });
    const trail = await auditEntriesFor(ctx, created.json()._id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: 'category.create',
      actorId: callers.admin.user.id,
      after: { name, description: 'Laughs' },
    });
  });

  test("deleting: blocked with 409 IN_USE 'Cannot delete category with existing events' (cancelled ones too); the list says how many events use each", async () => {
    const { category, event } = await createOrganizerWithEvent(ctx);
    await ctx.db.update(events).set({ cancelled: true }).where(eq(events.id, event.id));
    const list = await ctx.app.inject({ method: 'GET', url: '/api/categories' });
    expect(list.json().find((row: { _id: string }) => row._id === category.id)).toMatchObject({
      eventCount: 1,
    });

    const refused = await asAdmin({ method: 'DELETE', url: `/api/categories/${category.id}` });
    expect(refused.json()).toEqual({
      statusCode: 409,
      code: 'IN_USE',
      message: 'Cannot delete category with existing events',
    });
    expect(await ctx.db.select().from(categories).where(eq(categories.id, category.id))).toHaveLength(1);
    expect(await auditEntriesFor(ctx, category.id)).toEqual([]);

    const created = await asAdmin({
      method: 'POST',
      url: '/api/categories',
      payload: { name: uniqueName('Empty') },
    });
    const id = created.json()._id as string;
    const deleted = await asAdmin({ method: 'DELETE', url: `/api/categories/${id}` });
    expect(deleted.json()).toEqual({ message: 'Category deleted successfully' });
    expect((await asAdmin({ method: 'DELETE', url: `/api/categories/${id}` })).json()).toMatchObject({
      statusCode: 404,
      message: 'Category not found',
    });
    expect((await auditEntriesFor(ctx, id)).map((entry) => entry.action)).toEqual([
      'category.create',
      'category.delete',
    ]);
  });
});

describe('events (admin)', () => {
  test("an admin edits anyone's event; the edit is audited with what changed; the organizer's own edit is not", async () => {
    const { organizer, category, event } = await createOrganizerWithEvent(ctx);
    const edited = await asAdmin({
      method: 'PATCH',
      url: `/api/events/${event.id}`,
      payload: eventFormJson(category.id, { title: 'Corrected Title', city: 'Mumbai', price: 750 }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Event updated successfully',
      event: { title: 'Corrected Title', price: 750 },
    });
    const trail = await auditEntriesFor(ctx, event.id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: 'event.update',
      targetType: 'event',
      actorId: callers.admin.user.id,
    });
    expect(trail[0]!.before).toMatchObject({ title: event.title, price: 500 });
    expect(trail[0]!.after).toMatchObject({ title: 'Corrected Title', price: 750 });
    expect(trail[0]!.after).not.toHaveProperty('city'); // unchanged: Mumbai before and after

    const own = await injectAs(ctx, organizer, {
      method: 'PATCH',
      url: `/api/events/${event.id}`,
      payload: eventFormJson(category.id, { title: 'Organizer Title' }),
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(await auditEntriesFor(ctx, event.id)).toHaveLength(1);
  });

  test('an admin edit that is refused (below seats sold) leaves no audit entry', async () => {
    const { category, event } = await createOrganizerWithEvent(ctx);
    await purchase(ctx, await createUser(ctx), event.id, { noOfSeats: 4 }, 2000);
    const refused = await asAdmin({
      method: 'PATCH',
      url: `/api/events/${event.id}`,
      payload: eventFormJson(category.id, { totalSeats: 3 }),
    });
    expect(refused.statusCode).toBe(409);
    expect(await auditEntriesFor(ctx, event.id)).toEqual([]);
  });

  test("an admin's Delete cancels the event for good, refunds every booking in full once, keeps every row, and is audited", async () => {
    const { category, event } = await createOrganizerWithEvent(ctx);
    const buyers = [await createUser(ctx), await createUser(ctx)];
    const sold = [
      await purchase(ctx, buyers[0]!, event.id, { noOfSeats: 2 }, 1000),
      await purchase(ctx, buyers[1]!, event.id, { noOfSeats: 1 }, 500),
    ];
    const removed = await asAdmin({ method: 'DELETE', url: `/api/events/${event.id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      message: 'Event cancelled successfully',
      event: { _id: event.id, cancelled: true, cancelledReason: ADMIN_REMOVAL_REASON },
    });
    await processDueRefunds(ctx.db, ctx.app.paymentProvider, new Date());
    await processDueRefunds(ctx.db, ctx.app.paymentProvider, new Date(Date.now() + 60 * 60_000));
    for (const booking of sold) {
      const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, booking._id));
      expect(row).toMatchObject({ cancelled: true, cancelledByEvent: true, refundStatus: 'processed' });
      expect(row!.refundAmountPaise).toBe(row!.totalAmountPaise);
      const sent = await ctx.db
        .select()
        .from(testRefunds)
        .where(eq(testRefunds.idempotencyKey, `booking:${booking._id}`));
      expect(sent).toHaveLength(1);
    }
    // Still there, shown as cancelled; its category stays in use.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/events/${event.id}` })).json()).toMatchObject({
      cancelled: true,
    });
    expect((await asAdmin({ method: 'DELETE', url: `/api/categories/${category.id}` })).statusCode).toBe(409);
    expect((await asAdmin({ method: 'DELETE', url: `/api/events/${event.id}` })).json()).toMatchObject({
      statusCode: 409,
      code: 'EVENT_CANCELLED',
    });
    const trail = await auditEntriesFor(ctx, event.id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: 'event.delete',
      reason: null,
      before: { title: event.title, cancelled: false },
      after: { title: event.title, cancelled: true, cancelledReason: ADMIN_REMOVAL_REASON },
    });
  });

  test("an admin's reason is what attendees read; an admin may cancel a past event too (decision 0029), audited; an organizer's cancel is not audited", async () => {
    const { event } = await createOrganizerWithEvent(ctx);
    const withReason = await asAdmin({
      method: 'DELETE',
      url: `/api/events/${event.id}`,
      payload: { cancelledReason: '  Reported as a scam  ' },
    });
    expect(withReason.json().event.cancelledReason).toBe('Reported as a scam');
    expect((await auditEntriesFor(ctx, event.id))[0]).toMatchObject({ reason: 'Reported as a scam' });

    const { organizer, event: past } = await createOrganizerWithEvent(ctx);
    await ctx.db
      .update(events)
      .set({ date: daysFrom(new Date(), -1) })
      .where(eq(events.id, past.id));
    const pastDeleted = await asAdmin({ method: 'DELETE', url: `/api/events/${past.id}` });
    expect(pastDeleted.statusCode, pastDeleted.body).toBe(200);
    expect(pastDeleted.json().event).toMatchObject({
      cancelled: true,
      cancelledReason: ADMIN_REMOVAL_REASON,
    });
    expect(await auditEntriesFor(ctx, past.id)).toHaveLength(1);

    const own = await createEventRow(ctx, { organizerId: organizer.user.id });
    expect(
      (await injectAs(ctx, organizer, { method: 'DELETE', url: `/api/events/${own.id}` })).statusCode,
    ).toBe(200);
    expect(await auditEntriesFor(ctx, own.id)).toEqual([]);
    expect(
      (await asAdmin({ method: 'DELETE', url: '/api/events/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
  });
});
