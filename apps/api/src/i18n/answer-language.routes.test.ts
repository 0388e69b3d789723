import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  buildTestApp,
  createUser,
  injectAs,
  TEST_PASSWORD,
  type TestApp,
  uniquePhone,
} from '../../test/helper';

// The API answers a person in the language of the request (decision 0044): the `lang` cookie the web app keeps,
// else the browser's Accept-Language; English, as the specification words it, without either.

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const HINDI = { cookie: 'lang=hi' };
const HINDI_BROWSER = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };

let counter = 0;
const nobody = () => {
  counter += 1;
  return `nobody${counter}-${process.pid}@example.com`;
};
const login = (headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers,
    payload: { identifier: nobody(), password: TEST_PASSWORD },
  });
const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers,
    payload: { name: 'Meera Nair', email: nobody(), phone: uniquePhone(), password: 'secret12', ...payload },
  });

describe('an error answered in the request language', () => {
  test('wrong credentials: Hindi by the lang cookie or by Accept-Language, English without them', async () => {
    const english = await login();
    expect(english.statusCode).toBe(401);
    expect(english.json()).toEqual({
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email/phone or password',
    });

    for (const headers of [HINDI, HINDI_BROWSER]) {
      const hindi = await login(headers);
      expect(hindi.statusCode).toBe(401);
      expect(hindi.json()).toEqual({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'ईमेल/फ़ोन या पासवर्ड गलत है।',
      });
    }
  });

  test('the lang cookie wins over the browser', async () => {
    const chosenEnglish = await login({ cookie: 'theme=dark; lang=en', 'accept-language': 'hi' });
    expect(chosenEnglish.json().message).toBe('Invalid email/phone or password');
  });

  test("a validation error: the domain's message in Hindi, on the same field", async () => {
    const english = await register({ email: 'not-an-email' });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'email',
      message: 'Please enter a valid email address',
    });

    const hindi = await register({ email: 'not-an-email' }, HINDI);
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'email',
      message: 'कृपया एक मान्य ईमेल पता डालें।',
    });
  });

  test('a validation message with a value keeps the value', async () => {
    const hindiTooLong = await register({ name: 'x'.repeat(101) }, HINDI_BROWSER);
    expect(hindiTooLong.json()).toMatchObject({ field: 'name', message: 'नाम बहुत लंबा है।' });

    const page = await ctx.app.inject({ method: 'GET', url: '/api/events?page=1&limit=500', headers: HINDI });
    expect(page.statusCode).toBe(400);
    expect(page.json()).toMatchObject({
      field: 'limit',
      message: 'पेज में बाँटते समय limit ज़्यादा से ज़्यादा 48 हो सकता है।',
    });
    const pageInEnglish = await ctx.app.inject({ method: 'GET', url: '/api/events?page=1&limit=500' });
    expect(pageInEnglish.json().message).toBe('limit must be at most 48 when paging');
  });

  test('an unknown route names itself in either language', async () => {
    const english = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(english.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Route GET /api/no-such-thing not found',
    });
    const hindi = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: HINDI });
    expect(hindi.json().message).toBe('रूट GET /api/no-such-thing नहीं मिला।');
  });

  test("a signed-in person's session error and a success message", async () => {
    const session = await createUser(ctx);
    const saved = await injectAs(ctx, session, {
      method: 'PATCH',
      url: '/api/users/update',
      headers: HINDI,
      payload: { name: 'Meera N' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('प्रोफ़ाइल अपडेट हो गई।');

    const inEnglish = await injectAs(ctx, session, {
      method: 'PATCH',
      url: '/api/users/update',
      payload: { name: 'Meera Nair' },
    });
    expect(inEnglish.json().message).toBe('Profile updated successfully');

    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: HINDI });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHORIZED');
    expect(anonymous.json().message).toMatch(/[\u0900-\u097F]/);
  });
});
