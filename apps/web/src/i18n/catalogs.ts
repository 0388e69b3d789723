import { i18n, type Messages } from '@lingui/core';
import { isLocale, type Locale } from '@ticketmela/domain';

/**
 * The message catalogs (decision 0044). Each language has two, compiled from src/locales/<locale>/*.po by
 * @lingui/vite-plugin: `first` holds what the first route draws (lingui.config.ts lists its files), `rest` everything
 * else. The first is loaded before the first render; the rest with any other screen or lazy part (withRestMessages).
 */
type Part = 'first' | 'rest';
type Load = () => Promise<{ messages: Messages }>;

const CATALOGS: Record<Locale, Record<Part, Load>> = {
  en: { first: () => import('../locales/en/first.po'), rest: () => import('../locales/en/rest.po') },
  hi: { first: () => import('../locales/hi/first.po'), rest: () => import('../locales/hi/rest.po') },
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
