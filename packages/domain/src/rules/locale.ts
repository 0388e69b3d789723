/**
 * The languages the product speaks (issue 30, decision 0044): English as the specification words it, and Hindi.
 * Amounts use Indian grouping (₹1,00,000) with Latin digits in both, as Indian sites do; dates are India time.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The value when it is one of the product's languages, else the default (a stored or asked-for language may be none). */
export function localeOr(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The tag Intl formats a locale's numbers, dates and plurals with: India's variant of the language. */
export function intlTagOf(locale: Locale): 'en-IN' | 'hi-IN' {
  return locale === 'hi' ? 'hi-IN' : 'en-IN';
}

interface Preference {
  language: string;
  quality: number;
  order: number;
}

/** An Accept-Language entry ("hi-IN;q=0.8"): its primary language, lower-cased, and its weight (1 without q). */
function preferenceOf(entry: string, order: number): Preference | null {
  const [range, ...parameters] = entry.trim().split(';');
  const language = range?.trim().toLowerCase().split('-')[0];
  if (!language) return null;
  let quality = 1;
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=').map((part) => part.trim());
    if (name?.toLowerCase() !== 'q') continue;
    quality = Number(value);
    if (!Number.isFinite(quality) || quality < 0 || quality > 1) return null;
  }
  return { language, quality, order };
}

/**
 * The locale a first visit gets from the browser's Accept-Language header: the most wanted language the product
 * speaks (weights honoured, the header's order breaking ties; q=0 means "not this one"), else English.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const wanted = header
    .split(',')
    .map(preferenceOf)
    .filter((preference): preference is Preference => preference !== null && preference.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const { language } of wanted) {
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** CLDR's plural category of a count in the locale: Hindi counts 0 and 1 as 'one', English only 1. */
export function pluralCategoryOf(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(intlTagOf(locale));
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}
