import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createCategoryRow, createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp } from '../../../test/helper';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('categories', () => {
  test('GET /api/categories is public and sorted by name', async () => {
    await createCategoryRow(ctx, 'Theatre');
    await createCategoryRow(ctx, 'Comedy');
    const response = await ctx.app.inject({ method: 'GET', url: '/api/categories' });
    expect(response.statusCode).toBe(200);
    const names = response.json().map((category: { name: string }) => category.name);
    expect(names).toEqual([...names].sort());
    expect(response.json()[0]).toEqual({
      _id: expect.any(String),
      name: 'Comedy',
      description: null,
      createdAt: expect.any(String),
      eventCount: 0,
    });
  });

  test('an admin creates a category; a blank name is refused with the spec message; names are unique', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const created = await injectAs(ctx, admin, {
      method: 'POST',
      url: '/api/categories',
      payload: { name: ' Food & Drink ', description: 'Eat' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Food & Drink', description: 'Eat' });
    const blank = await injectAs(ctx, admin, {
      method: 'POST',
      url: '/api/categories',
      payload: { name: ' ' },
    });
    expect(blank.json()).toMatchObject({
      statusCode: 400,
      message: 'Category name is required',
      field: 'name',
    });
    const duplicate = await injectAs(ctx, admin, {
      method: 'POST',
      url: '/api/categories',
      payload: { name: 'food & drink' },
    });
    expect(duplicate.statusCode).toBe(409);
  });

  test('a category used by an event cannot be deleted; an unused one can', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const organizer = await createUser(ctx, { role: 'organizer' });
    const used = await createCategoryRow(ctx, 'Sports');
    await createEventRow(ctx, { organizerId: organizer.user.id, categoryId: used.id });
    const refused = await injectAs(ctx, admin, { method: 'DELETE', url: `/api/categories/${used.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Cannot delete category with existing events');
    const unused = await createCategoryRow(ctx, 'Workshop');
    const deleted = await injectAs(ctx, admin, { method: 'DELETE', url: `/api/categories/${unused.id}` });
    expect(deleted.json()).toEqual({ message: 'Category deleted successfully' });
    expect(
      (await injectAs(ctx, admin, { method: 'DELETE', url: `/api/categories/${unused.id}` })).statusCode,
    ).toBe(404);
  });

  test('only admins manage categories: anonymous 401, user and organizer 403', async () => {
    const category = await createCategoryRow(ctx, 'Festival');
    const user = await createUser(ctx);
    const organizer = await createUser(ctx, { role: 'organizer' });
    expect(
      (await injectAs(ctx, null, { method: 'POST', url: '/api/categories', payload: { name: 'X' } }))
        .statusCode,
    ).toBe(401);
    for (const as of [user, organizer]) {
      expect(
        (await injectAs(ctx, as, { method: 'POST', url: '/api/categories', payload: { name: 'X' } }))
          .statusCode,
      ).toBe(403);
      expect(
        (await injectAs(ctx, as, { method: 'DELETE', url: `/api/categories/${category.id}` })).statusCode,
      ).toBe(403);
    }
  });
});
