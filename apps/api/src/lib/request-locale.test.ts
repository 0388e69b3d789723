import { describe, expect, it } from 'vitest';
import { langCookieOf, localeOfRequest } from './request-locale';

describe('localeOfRequest', () => {
  it('follows the lang cookie over the browser', () => {
    expect(localeOfRequest({ headers: { cookie: 'a=1; lang=hi', 'accept-language': 'en-IN' } })).toBe('hi');
    expect(localeOfRequest({ headers: { cookie: 'lang=en', 'accept-language': 'hi' } })).toBe('en');
  });

  it("follows the browser's Accept-Language without a usable cookie", () => {
    expect(localeOfRequest({ headers: { cookie: 'lang=fr', 'accept-language': 'hi-IN,en;q=0.8' } })).toBe(
      'hi',
    );
    expect(localeOfRequest({ headers: {} })).toBe('en');
  });

  it('reads only the lang cookie', () => {
    expect(langCookieOf('language=hi; xlang=hi')).toBeNull();
    expect(langCookieOf(undefined)).toBeNull();
  });
});
