import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../helper';

/**
 * A seeded fuzzer over every route of the OpenAPI document: wrong types, missing and extra fields, huge
 * strings, deep nesting, NUL and other control characters, unicode, SQL-looking text, odd path ids and
 * content types. The server must answer every one with less than 500, within the time limit, and stay
 * healthy. Replay a failure with FUZZ_SEED=<the printed seed>.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 30);
const REQUEST_TIME_LIMIT_MS = 20_000;

let ctx: TestApp;
let eventId: string;

interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/events/{id}. */
  path: string;
  bodyProperties: string[];
  queryParameters: string[];
}

function operationsOf(document: { paths?: Record<string, Record<string, unknown>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, raw] of Object.entries(item)) {
      const operation = raw as {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      };
      const content = operation.requestBody?.content ?? {};
      const schema = content['application/json']?.schema ?? content['multipart/form-data']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        bodyProperties: Object.keys(schema?.properties ?? {}),
        queryParameters: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      });
    }
  }
  return operations;
}

const NASTY_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\u0007\u001b[31m',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\uD800',
  '\uFFFF',
  'e\u0301',
  '👩‍👩‍👧‍👦'.repeat(50),
  'null',
  'NaN',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(10_000),
];

/** Each is sent once as every body field of every route. */
const HOSTILE_FIELD_VALUES = [
  'a\u0000b',
  '\u0007\u001b',
  '\uD800',
  "'; DROP TABLE users; --",
  'x'.repeat(100_000),
];

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ maxLength: 50 }),
);

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e21, -0),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 5 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
);

function bodyFor(properties: string[]): fc.Arbitrary<{ payload: string; contentType: string | undefined }> {
  const asJson = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' });
  const shaped = fc
    .record(Object.fromEntries(properties.map((name) => [name, nastyValue])), { requiredKeys: [] })
    .chain((record) =>
      fc.dictionary(nastyString, nastyValue, { maxKeys: 2 }).map((extra) => ({ ...extra, ...record })),
    );
  return fc.oneof(
    { weight: 6, arbitrary: shaped.map(asJson) },
    { weight: 2, arbitrary: fc.anything({ maxDepth: 4 }).map(asJson) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...properties, 'name')
        .map((name) => asJson({ [name]: 'x'.repeat(1024 * 1024) })),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 1_000, max: 50_000 }).map((depth) => ({
        payload: `${'['.repeat(depth)}${']'.repeat(depth)}`,
        contentType: 'application/json',
      })),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        payload: fc.oneof(fc.constant('{"broken": '), fc.constant('a=1&b=2'), nastyString),
        contentType: fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=xyz',
          'multipart/form-data',
          'application/xml',
          undefined,
        ),
      }),
    },
  );
}

beforeAll(async () => {
  ctx = await buildTestApp();
  const organizer = await createUser(ctx, { role: 'organizer' });
  eventId = (await createEventRow(ctx, { organizerId: organizer.user.id })).id;
  console.log(`API fuzzer seed ${SEED} (replay: FUZZ_SEED=${SEED}), ${RUNS_PER_ROUTE} runs per route`);
});
afterAll(async () => {
  await ctx?.close();
});

async function withinTimeLimit<T>(promise: Promise<T>, label: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${REQUEST_TIME_LIMIT_MS} ms: ${label}`)),
      REQUEST_TIME_LIMIT_MS,
    );
  });
  try {
    return await Promise.race([promise, limit]);
  } finally {
    clearTimeout(timer);
  }
}

describe(`API fuzzer (seed ${SEED})`, () => {
  test('every route answers malformed input with less than 500, promptly, and the server stays healthy', async () => {
    const operations = operationsOf(ctx.app.swagger() as never);
    expect(operations.length).toBeGreaterThan(20);
    const failures: string[] = [];

    for (const [index, operation] of operations.entries()) {
      // Fresh callers per route, so one route (deleting or banning an account) cannot blind the next.
      const callers: (TestUser | null)[] = [
        null,
        await createUser(ctx),
        await createUser(ctx, { role: 'admin' }),
      ];
      const pathParam = fc.oneof(
        fc.constant(eventId),
        fc.uuid(),
        nastyString.filter((s) => s.length > 0),
      );
      const request = fc.record({
        caller: fc.integer({ min: 0, max: callers.length - 1 }),
        pathValue: pathParam,
        body: bodyFor(operation.bodyProperties),
        query: fc.dictionary(
          fc.oneof(fc.constantFrom(...operation.queryParameters, 'page', 'limit'), nastyString),
          nastyString,
          { maxKeys: 3 },
        ),
      });
      await fc
        .assert(
          fc.asyncProperty(request, async ({ caller, pathValue, body, query }) => {
            const url = operation.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(pathValue));
            const search = new URLSearchParams(query).toString();
            const label = `${operation.method} ${url}${search ? `?${search}` : ''} ${body.contentType ?? '-'} ${body.payload.slice(0, 120)}`;
            const hasBody = !['GET', 'HEAD'].includes(operation.method);
            const response = await withinTimeLimit(
              injectAs(ctx, callers[caller] ?? null, {
                method: operation.method as 'GET',
                url: `${url}${search ? `?${search}` : ''}`,
                ...(hasBody ? { payload: body.payload } : {}),
                headers: hasBody && body.contentType ? { 'content-type': body.contentType } : {},
              }),
              label,
            );
            if (response.statusCode >= 500) {
              failures.push(`${response.statusCode} ${label} -> ${response.body.slice(0, 200)}`);
              return false;
            }
            return true;
          }),
          { seed: SEED + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        )
        .catch(() => undefined);
    }

    // Beside the random search, every body field of every route meets each hostile string at least once.
    const admin = await createUser(ctx, { role: 'admin' });
    for (const operation of operations) {
      if (['GET', 'HEAD'].includes(operation.method)) continue;
      const url = operation.path.replace(/\{[^}]+\}/g, eventId);
      for (const property of operation.bodyProperties) {
        for (const hostile of HOSTILE_FIELD_VALUES) {
          const response = await withinTimeLimit(
            injectAs(ctx, admin, {
              method: operation.method as 'POST',
              url,
              payload: { [property]: hostile },
            }),
            `${operation.method} ${url} {${property}: ${JSON.stringify(hostile).slice(0, 40)}}`,
          );
          if (response.statusCode >= 500) {
            failures.push(
              `${response.statusCode} ${operation.method} ${url} {${property}: ${JSON.stringify(hostile).slice(0, 40)}} -> ${response.body.slice(0, 200)}`,
            );
          }
        }
      }
    }

    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(failures, `seed ${SEED}`).toEqual([]);
  }, 600_000);
});
