import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
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
    const { entries, pagination, nextCursor } = response.json();
    expect(pagination).toEqual({ current: 1, pages: 1, total: 7 });
    expect(nextCursor).toBeNull();
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
    // Page numbers still work for the first pages, and agree with the cursor.
    const secondPage = await auditLog(`?actorId=${otherAdmin.user.id}&limit=2&page=2`);
    expect(secondPage.json().entries).toHaveLength(1);
    expect(secondPage.json().pagination).toEqual({ current: 2, pages: 2, total: 3 });
    expect(secondPage.json().nextCursor).toBeNull();
    const byCursor = await auditLog(
      `?actorId=${otherAdmin.user.id}&limit=2&page=2&cursor=${byActor.json().nextCursor}`,
    );
    expect(byCursor.json()).toEqual(secondPage.json());
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
    expect(none.json()).toEqual({
      entries: [],
      pagination: { current: 1, pages: 1, total: 0 },
      nextCursor: null,
    });
    expect((await auditLog('?action=&actorId=&targetType=')).json().pagination.total).toBe(10);
  });

  test('bad paging and ids are 400 with the field', async () => {
    expect((await auditLog('?page=0')).json()).toMatchObject({ statusCode: 400, field: 'page' });
    expect((await auditLog('?limit=101')).json()).toMatchObject({ statusCode: 400, field: 'limit' });
    expect((await auditLog('?limit=abc')).json()).toMatchObject({ statusCode: 400, field: 'limit' });
    expect((await auditLog('?actorId=someone')).json()).toMatchObject({ statusCode: 400, field: 'actorId' });
  });

  test("a cursor that is not one the log gave is 400 with the field, in the reader's language", async () => {
    const cursorOf = (text: string) => Buffer.from(text).toString('base64url');
    const id = randomUUID();
    const bad = [
      'not a cursor!',
      cursorOf('hello'),
      cursorOf('2020-01-01T00:00:00Z|not-an-id'),
      cursorOf(`2020-02-30T00:00:00Z|${id}`),
      cursorOf(`2020-01-01T00:00:00+05:30|${id}`),
      cursorOf(`2020-01-01T00:00:00Z|${id}|more`),
      `${cursorOf(`2020-01-01T00:00:00Z|${id}`)}=`,
      'x'.repeat(201),
    ];
    for (const cursor of bad) {
      const response = await auditLog(`?cursor=${encodeURIComponent(cursor)}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json(), cursor).toMatchObject({
        code: 'VALIDATION_ERROR',
        field: 'cursor',
        message: 'cursor must be the nextCursor of an earlier answer',
      });
    }
    expect((await auditLog('?cursor=a&cursor=b')).json()).toMatchObject({ statusCode: 400, field: 'cursor' });
    const inHindi = await injectAs(ctx, callers.admin, {
      method: 'GET',
      url: '/api/admin/audit-log?cursor=nope',
      headers: { cookie: 'lang=hi' },
    });
    expect(inHindi.json()).toMatchObject({
      statusCode: 400,
      field: 'cursor',
      message: 'cursor किसी पिछले जवाब का nextCursor होना चाहिए।',
    });
    // A well-formed cursor before every entry reads nothing; an empty one is the first page.
    expect((await auditLog(`?cursor=${cursorOf(`2000-01-01T00:00:00Z|${id}`)}`)).json()).toMatchObject({
      entries: [],
      nextCursor: null,
    });
    expect((await auditLog('?cursor=')).json()).toEqual((await auditLog()).json());
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
  test('a cursor walk returns every matching entry exactly once, newest first, whatever the filters', async () => {
    const walker = await createTarget(ctx, 'admin');
    // 31 entries in three seconds, seven times a second all inside one millisecond: equal times in the same
    // microsecond (ordered by id) and times a millisecond cannot tell apart.
    const rows = Array.from({ length: 31 }, (_, index) => ({
      id: randomUUID(),
      actor_id: index % 3 === 0 ? null : walker.user.id,
      action: index % 2 === 0 ? 'walk.even' : 'walk.odd',
      target_type: index % 5 === 0 ? 'walk-other' : 'walk',
      created_at: `2020-01-01T00:00:0${index % 3}.${String((index % 7) * 100).padStart(6, '0')}Z`,
    }));
    await ctx.db.execute(sql`insert into audit_log (id, actor_id, action, target_type, created_at)
      select id, actor_id, action, target_type, created_at from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(id uuid, actor_id uuid, action text, target_type text, created_at timestamptz)`);
    const newestFirst = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
      b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

    const walks = [
      {
        query: 'targetType=walk',
        limit: 4,
        matches: (row: (typeof rows)[number]) => row.target_type === 'walk',
      },
      {
        query: 'action=walk.odd&targetType=walk',
        limit: 3,
        matches: (row: (typeof rows)[number]) => row.action === 'walk.odd' && row.target_type === 'walk',
      },
      {
        query: `actorId=${walker.user.id}`,
        limit: 5,
        matches: (row: (typeof rows)[number]) => row.actor_id !== null,
      },
      {
        query: `actorId=${walker.user.id}&action=walk.even&targetType=walk`,
        limit: 2,
        matches: (row: (typeof rows)[number]) =>
          row.actor_id !== null && row.action === 'walk.even' && row.target_type === 'walk',
      },
    ];
    for (const { query, limit, matches } of walks) {
      const expected = rows.filter(matches).sort(newestFirst);
      const seen: { _id: string; createdAt: string }[] = [];
      let cursor: string | null = null;
      let page = 1;
      do {
        const response = await auditLog(
          `?${query}&limit=${limit}&page=${page}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json();
        // Every page is full but the last, and none is empty: the end is known without reading past it.
        expect(body.entries.length, `${query} page ${page}`).toBe(
          Math.min(limit, expected.length - seen.length),
        );
        expect(body.pagination).toEqual({
          current: page,
          pages: Math.ceil(expected.length / limit),
          total: expected.length,
        });
        seen.push(...body.entries);
        cursor = body.nextCursor;
        page += 1;
      } while (cursor);
      expect(
        seen.map((entry) => entry._id),
        query,
      ).toEqual(expected.map((row) => row.id));
      expect(seen.map((entry) => entry.createdAt)).toEqual(
        expected.map((row) => new Date(row.created_at).toISOString()),
      );
    }
  });

  test('the count stops at 1,000: exact up to it, "at least" beyond; pages stop there and the cursor reads on', async () => {
    await ctx.db.execute(sql`insert into audit_log (action, target_type, created_at)
      select 'bulk.test', case when g <= 1000 then 'bulk' else 'bulk-extra' end,
        timestamptz '2019-01-01T00:00:00Z' + g * interval '1 second'
      from generate_series(1, 1005) g`);
    expect((await auditLog('?targetType=bulk')).json().pagination).toEqual({
      current: 1,
      pages: 50,
      total: 1000,
    });
    const first = (await auditLog('?action=bulk.test&limit=100')).json();
    expect(first.pagination).toEqual({ current: 1, pages: 10, total: 1000, totalIsAtLeast: true });
    expect(first.entries[0].createdAt).toBe('2019-01-01T00:16:45.000Z');

    const tenth = (await auditLog('?action=bulk.test&limit=100&page=10')).json();
    expect(tenth.entries).toHaveLength(100);
    expect(tenth.entries.at(-1).createdAt).toBe('2019-01-01T00:00:06.000Z');
    expect(tenth.nextCursor).toEqual(expect.any(String));
    // No page reads past the counted entries: the cursor goes on from there.
    expect((await auditLog('?action=bulk.test&limit=100&page=11')).json()).toEqual({
      entries: [],
      pagination: { current: 11, pages: 10, total: 1000, totalIsAtLeast: true },
      nextCursor: null,
    });
    const rest = (await auditLog(`?action=bulk.test&limit=100&page=11&cursor=${tenth.nextCursor}`)).json();
    expect(rest.entries.map((entry: { createdAt: string }) => entry.createdAt)).toEqual([
      '2019-01-01T00:00:05.000Z',
      '2019-01-01T00:00:04.000Z',
      '2019-01-01T00:00:03.000Z',
      '2019-01-01T00:00:02.000Z',
      '2019-01-01T00:00:01.000Z',
    ]);
    expect(rest.pagination).toEqual({ current: 11, pages: 10, total: 1000, totalIsAtLeast: true });
    expect(rest.nextCursor).toBeNull();
    // The whole log is counted the same way.
    expect((await auditLog()).json().pagination).toEqual({
      current: 1,
      pages: 50,
      total: 1000,
      totalIsAtLeast: true,
    });
  });
});
