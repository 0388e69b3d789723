import { isLocale, type Locale } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { activateLocale } from './catalogs';

/** The cookie the server draws pages by (apps/api/src/lib/request-locale.ts): a year, for the whole site. */
const LANG_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the language in this browser: the server draws the next page in it, with <html lang> set. */
export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie; the Cookie Store API is not in every browser the site supports
  document.cookie = `${LANG_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  document.documentElement.lang = locale;
}

/** The language chosen in this browser (the `lang` cookie), or null when none was. */
export function chosenLocale(): Locale | null {
  const value = /(?:^|;\s*)lang=([^;]*)/.exec(document.cookie)?.[1];
  return isLocale(value) ? value : null;
}

/** Shows the site in the language from now on: its catalogs first, then every text at once. */
export async function switchLocale(locale: Locale): Promise<void> {
  rememberLocale(locale);
  await activateLocale(locale);
}

/** PUT /users/me/locale: the signed-in user's choice, kept on the server for their other devices and e-mails. */
export function saveLocale(locale: Locale): Promise<unknown> {
  return apiClient.put('/users/me/locale', { locale });
}
