import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, injectAs, type TestApp } from '../helper';
import { multipartBody } from '../multipart';
import { type AccessRow, EXPECTED_ACCESS } from './expected-access';
import { ACTORS, type Actor, buildWorld, type World } from './world';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const key = (method: string, url: string) => `${method} ${url}`;

function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${url}`);
    return encodeURIComponent(value);
  });
}

async function call(row: AccessRow, actor: Actor, world: World) {
  const [method, url] = row.route.split(' ') as [string, string];
  const query = row.query ? `?${new URLSearchParams(row.query(world))}` : '';
  const target = `${fillPath(url, row.params?.(world) ?? {})}${query}`;
  const as = actor === 'anonymous' ? null : world.users[actor];
  const body = row.form
    ? await multipartBody(row.form(world))
    : row.body
      ? { payload: row.body(world) as object }
      : {};
  return injectAs(ctx, as, { method: method as 'GET', url: target, ...body });
}

describe('authorization matrix: every route, every kind of caller', () => {
  test('every registered API route has exactly one row, and every row names a registered route', () => {
    const registered = ctx.app.registeredRoutes.map((route) => key(route.method, route.url)).sort();
    const rows = EXPECTED_ACCESS.map((row) => row.route).sort();
    expect(new Set(rows).size, 'a route appears twice in expected-access.ts').toBe(rows.length);
    expect(
      registered.filter((route) => !rows.includes(route)),
      'routes without a row in test/authorization/expected-access.ts',
    ).toEqual([]);
    expect(
      rows.filter((route) => !registered.includes(route)),
      'rows for routes the app does not register',
    ).toEqual([]);
  });

  test.each(EXPECTED_ACCESS.map((row) => [row.route, row] as const))(
    '%s',
    { timeout: 120_000 },
    async (_route, row) => {
      const actual: Record<string, number> = {};
      const bodies: Record<string, string> = {};
      // Refusals change nothing, so the refused callers share one world; each allowed caller gets its own,
      // so that one success (a ban, a delete) cannot decide the next caller's answer.
      const refusedWorld = await buildWorld(ctx);
      for (const actor of ACTORS) {
        const allowed = row.expect[actor] < 400;
        const response = await call(row, actor, allowed ? await buildWorld(ctx) : refusedWorld);
        actual[actor] = response.statusCode;
        if (response.statusCode !== row.expect[actor]) bodies[actor] = response.body.slice(0, 300);
      }
      expect(actual, JSON.stringify(bodies)).toEqual(row.expect);
    },
  );
});
