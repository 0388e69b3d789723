import { i18n } from '@lingui/core';
import { type Locale, localeOr } from '@ticketmela/domain';

/** Helpers shared by format.ts and format-dates.ts. */

/** Creates the value on first use (Intl formatters are costly to build and often unused). */
export function memo<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= create();
    return value;
  };
}

/** A valid Date, or null. */
export function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The language every text and format is in now (the app's one Lingui instance, activated before any render). */
export function currentLocale(): Locale {
  return localeOr(i18n.locale);
}

/** memo, one value per language. */
export function memoByLocale<T>(create: (locale: Locale) => T): () => T {
  const values = new Map<Locale, T>();
  return () => {
    const locale = currentLocale();
    let value = values.get(locale);
    if (value === undefined) {
      value = create(locale);
      values.set(locale, value);
    }
    return value;
  };
}
