import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type AdminCallers,
  createAdminCallers,
  createOrganizerWithEvent,
  createTarget,
  eventFormJson,
  uniqueName,
} from '../../../test/admin';
import { buildTestApp, injectAs, type TestApp } from '../../../test/helper';

// A database of its own: the log holds exactly what these tests do.
let ctx: TestApp;
let callers: AdminCallers;
beforeAll(async () => {
  ctx = await buildTestApp();
  callers = await createAdminCallers(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const auditLog = (query = '') =>
  injectAs(ctx, callers.admin, { method: 'GET', url: `/api/admin/audit-log${query}` });

describe('GET /api/admin/audit-log', () => {
  test('every admin action appears exactly once, newest first, with its actor', async () => {
    const { organizer, category, event } = await createOrganizerWithEvent(ctx);
    const target = await createTarget(ctx);
    const admin = callers.admin;
    const calls = [
      { method: 'POST', url: '/api/categories', payload: { name: uniqueName('Audit') } },
      { method: 'PATCH', url: `/api/events/${event.id}`, payload: eventFormJson(category.id) },
      { method: 'PATCH', url: `/api/users/${target.user.id}/ban`, payload: { reason: 'Spam' } },
      { method: 'PATCH', url: `/api/users/${target.user.id}/unban` },
      { method: 'DELETE', url: `/api/events/${event.id}`, payload: { cancelledReason: 'Fraud' } },
      { method: 'DELETE', url: `/api/users/${organizer.user.id}` },
    ] as const;
    const created: string[] = [];
    for (const call of calls) {
      const response = await injectAs(ctx, admin, call);
      expect(response.statusCode, `${call.method} ${call.url}: ${response.body}`).toBeLessThan(300);
      if (call.url === '/api/categories') created.push(response.json()._id);
    }
    const removed = await injectAs(ctx, admin, { method: 'DELETE', url: `/api/categories/${created[0]}` });
    expect(removed.statusCode).toBe(200);
    // Reads and refused calls leave no trace.
    await injectAs(ctx, admin, { method: 'GET', url: '/api/events/admin/stats' });
    await injectAs(ctx, admin, {
      method: 'PATCH',
      url: `/api/users/${admin.user.id}/ban`,
      payload: { reason: 'x' },
    });

    const response = await auditLog();
    expect(response.statusCode, response.body).toBe(200);
    const { entries, pagination } = response.json();
    expect(pagination).toEqual({ current: 1, pages: 1, total: 7 });
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual([
      'category.delete',
      'user.delete',
      'event.delete',
      'user.unban',
      'user.ban',
      'event.update',
      'category.create',
    ]);
    for (const entry of entries) {
      expect(entry.actor).toEqual({ _id: admin.user.id, name: admin.user.name, email: admin.user.email });
    }
    expect(entries[2]).toMatchObject({ targetType: 'event', targetId: event.id, reason: 'Fraud' });
    expect(entries[4]).toMatchObject({
      targetType: 'user',
      targetId: target.user.id,
      reason: 'Spam',
      before: { isBanned: false },
      after: { isBanned: true, banReason: 'Spam' },
    });
    const times = entries.map((entry: { createdAt: string }) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test('filters by action, actor and target type; pages through the rest', async () => {
    const otherAdmin = await createTarget(ctx, 'admin');
    for (let index = 0; index < 3; index += 1) {
      await injectAs(ctx, otherAdmin, {
        method: 'POST',
        url: '/api/categories',
        payload: { name: uniqueName('Paged') },
      });
    }
    const byActor = await auditLog(`?actorId=${otherAdmin.user.id}&limit=2`);
    expect(byActor.json().pagination).toEqual({ current: 1, pages: 2, total: 3 });
    expect(byActor.json().entries).toHaveLength(2);
    const secondPage = await auditLog(`?actorId=${otherAdmin.user.id}&limit=2&page=2`);
    expect(secondPage.json().entries).toHaveLength(1);
    expect(secondPage.json().pagination).toEqual({ current: 2, pages: 2, total: 3 });
    const ids = [...byActor.json().entries, ...secondPage.json().entries].map(
      (entry: { _id: string }) => entry._id,
    );
    expect(new Set(ids).size).toBe(3);

    const bans = await auditLog('?action=user.ban');
    expect(bans.json().entries.every((entry: { action: string }) => entry.action === 'user.ban')).toBe(true);
    expect(bans.json().pagination.total).toBe(1);
    const aboutCategories = await auditLog('?targetType=category');
    expect(aboutCategories.json().pagination.total).toBe(5);
    const none = await auditLog('?action=nothing.like.this');
    expect(none.json()).toEqual({ entries: [], pagination: { current: 1, pages: 1, total: 0 } });
    expect((await auditLog('?action=&actorId=&targetType=')).json().pagination.total).toBe(10);
  });

  test('bad paging and ids are 400 with the field', async () => {
    expect((await auditLog('?page=0')).json()).toMatchObject({ statusCode: 400, field: 'page' });
    expect((await auditLog('?limit=101')).json()).toMatchObject({ statusCode: 400, field: 'limit' });
    expect((await auditLog('?limit=abc')).json()).toMatchObject({ statusCode: 400, field: 'limit' });
    expect((await auditLog('?actorId=someone')).json()).toMatchObject({ statusCode: 400, field: 'actorId' });
  });

  test('targets are named by the server (user with e-mail, event, category); a deleted one keeps only its id', async () => {
    const admin = callers.admin;
    const { organizer, category, event } = await createOrganizerWithEvent(ctx);
    const banned = await createTarget(ctx);
    const calls = [
      { method: 'PATCH', url: `/api/users/${banned.user.id}/ban`, payload: { reason: 'Spam' } },
      { method: 'PATCH', url: `/api/events/${event.id}`, payload: eventFormJson(category.id) },
      { method: 'POST', url: '/api/categories', payload: { name: uniqueName('Short-lived') } },
    ] as const;
    let createdCategory = '';
    for (const call of calls) {
      const response = await injectAs(ctx, admin, call);
      expect(response.statusCode, `${call.method} ${call.url}: ${response.body}`).toBeLessThan(300);
      if (call.url === '/api/categories') createdCategory = response.json()._id;
    }
    const kept = await injectAs(ctx, admin, {
      method: 'POST',
      url: '/api/categories',
      payload: { name: uniqueName('Kept') },
    });
    const removed = await injectAs(ctx, admin, {
      method: 'DELETE',
      url: `/api/categories/${createdCategory}`,
    });
    expect(removed.statusCode).toBe(200);
    const closed = await injectAs(ctx, admin, { method: 'DELETE', url: `/api/users/${organizer.user.id}` });
    expect(closed.statusCode, closed.body).toBe(200);

    const { entries } = (await auditLog('?limit=6')).json();
    expect(
      entries.map((entry: { action: string; targetId: string; target: unknown }) => [
        entry.action,
        entry.targetId,
        entry.target,
      ]),
    ).toEqual([
      // Gone: the account is closed (its row anonymised) and the category deleted; the ids stay.
      ['user.delete', organizer.user.id, null],
      ['category.delete', createdCategory, null],
      ['category.create', kept.json()._id, { name: kept.json().name, detail: null }],
      ['category.create', createdCategory, null],
      ['event.update', event.id, { name: 'Edited Show', detail: 'Pune' }],
      ['user.ban', banned.user.id, { name: banned.user.name, detail: banned.user.email }],
    ]);
  });
  test("a target the product names, a report, is named in the reader's language", async () => {
    const { event } = await createOrganizerWithEvent(ctx);
    const reporter = await createTarget(ctx);
    const created = await injectAs(ctx, reporter, {
      method: 'POST',
      url: '/api/reports',
      payload: { eventId: event.id, reason: 'scam_or_fraud' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const reportId: string = created.json().report._id;
    const reviewed = await injectAs(ctx, callers.admin, {
      method: 'PATCH',
      url: `/api/reports/${reportId}`,
      payload: { status: 'reviewed' },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);

    const nameIn = async (lang: string) => {
      const response = await injectAs(ctx, callers.admin, {
        method: 'GET',
        url: '/api/admin/audit-log?targetType=report',
        headers: { cookie: `lang=${lang}` },
      });
      const entries: { targetId: string; target: { name: string } | null }[] = response.json().entries;
      return entries.find((entry) => entry.targetId === reportId)?.target?.name;
    };
    expect(await nameIn('en')).toBe(`Report on ${event.title}`);
    expect(await nameIn('hi')).toBe(`${event.title} पर रिपोर्ट`);
  });
});
