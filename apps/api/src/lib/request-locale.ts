import { isLocale, type Locale, localeFromAcceptLanguage } from '@ticketmela/domain';

/** The cookie the web app keeps the chosen language in (src/i18n/locale-switch.ts in the web app). */
export const LANG_COOKIE = 'lang';

interface LocaleHeaders {
  cookie?: string | undefined;
  'accept-language'?: string | undefined;
}

/** The `lang` cookie's value, when it names a language the product speaks. */
export function langCookieOf(cookieHeader: string | undefined): Locale | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    if (name === LANG_COOKIE && isLocale(value)) return value;
  }
  return null;
}

/**
 * The language a request is answered in (decision 0044): the one the visitor chose on the site (the `lang` cookie,
 * which the web app also sets from a signed-in user's saved choice), else the browser's Accept-Language.
 */
export function localeOfRequest(request: { headers: LocaleHeaders }): Locale {
  const header = request.headers['accept-language'];
  return (
    langCookieOf(request.headers.cookie) ??
    localeFromAcceptLanguage(Array.isArray(header) ? header[0] : header)
  );
}
