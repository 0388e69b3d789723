import { i18n, type Messages } from '@lingui/core';
import { isLocale, type Locale } from '@ticketmela/domain';

/**
 * The message catalogs (decision 0044). Each language has two, compiled from src/locales/<locale>/*.po by
 * @lingui/vite-plugin: `first` holds what the first route draws (lingui.config.ts lists its files), `rest` everything
 * else. The first is loaded before the first render; the rest with any other screen or lazy part (withRestMessages).
 */
type Part = 'first' | 'rest';
type Load = () => Promise<{ messages: Messages }>;

/**
 * The domain's validation messages in Hindi (the shared schemas' texts, keyed by their English), loaded with the
 * first catalog: a form on the first route (a promo code, the waitlist) can show them. English needs none.
 */
async function withDomainMessages(load: Promise<{ messages: Messages }>): Promise<{ messages: Messages }> {
  const [{ messages }, domain] = await Promise.all([load, import('@ticketmela/domain/locales/hi.json')]);
  const texts: Record<string, string> = domain.default;
  // A static text's compiled form is the text in a list (no ICU in a schema's message).
  const compiled = Object.fromEntries(Object.entries(texts).map(([english, hindi]) => [english, [hindi]]));
  return { messages: { ...compiled, ...messages } };
}

const CATALOGS: Record<Locale, Record<Part, Load>> = {
  en: { first: () => import('../locales/en/first.po'), rest: () => import('../locales/en/rest.po') },
  hi: {
    first: () => withDomainMessages(import('../locales/hi/first.po')),
    rest: () => import('../locales/hi/rest.po'),
  },
};

const loading = new Map<string, Promise<void>>();
/** Whether a screen or part outside the first route has asked for the rest: a change of language then loads it too. */
let restWanted = false;

function load(locale: Locale, part: Part): Promise<void> {
  const key = `${locale}/${part}`;
  let done = loading.get(key);
  if (!done) {
    done = CATALOGS[locale][part]().then(
      ({ messages }) => i18n.load(locale, messages),
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, done);
  }
  return done;
}

/** The language the page was drawn in: the server sets <html lang> from the visitor's choice (src/i18n/locale.ts). */
export function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang.split('-')[0];
  return isLocale(lang) ? lang : 'en';
}

/** Loads the language's catalogs this page needs and makes it the one every message is shown in. */
export async function activateLocale(locale: Locale): Promise<void> {
  try {
    await Promise.all([load(locale, 'first'), ...(restWanted ? [load(locale, 'rest')] : [])]);
  } finally {
    // Even without its catalog (a failed download) the language is set: a message missing shows its id, never throws.
    i18n.activate(locale);
  }
}

/** A screen or lazy part outside the first route, loaded together with the rest of the current language's messages. */
export async function withRestMessages<T>(module: Promise<T>): Promise<T> {
  restWanted = true;
  const locale = isLocale(i18n.locale) ? i18n.locale : pageLocale();
  const [loaded] = await Promise.all([module, load(locale, 'rest')]);
  return loaded;
}

/**
 * A validation message in the current language: the domain's schemas write theirs in English (the API answers them
 * the same), the catalog has their Hindi; a message written by the web app is already translated and stays as it is.
 */
export function validationMessage(text: string): string {
  return Object.hasOwn(i18n.messages, text) ? i18n._(text) : text;
}
