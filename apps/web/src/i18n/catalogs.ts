import { i18n, type Messages } from '@lingui/core';
import { isLocale, type Locale, localeOr } from '@ticketmela/domain';
import { startTransition } from 'react';

/**
 * The message catalogs (decision 0044), compiled from src/locales/<locale>/*.po by @lingui/vite-plugin
 * (build/catalog-files.ts decides which messages go where): `shell` holds what every page draws first and is loaded
 * before the first render; `home`, `events` and `event-detail` hold each public screen's own messages and are loaded
 * with its chunk (router.tsx); `rest` holds everything else, loaded with any other screen or lazy part. The domain's
 * texts (validation messages, display templates) come just after the first render (loadDomainMessages), kept apart
 * from Lingui's (src/i18n/domain-text.ts says why).
 */
export type ScreenCatalog = 'home' | 'events' | 'event-detail';
type Catalog = 'shell' | ScreenCatalog | 'rest';
type Load = () => Promise<{ messages: Messages }>;

const CATALOGS: Record<Locale, Record<Catalog, Load>> = {
  en: {
    shell: () => import('../locales/en/shell.po'),
    home: () => import('../locales/en/home.po'),
    events: () => import('../locales/en/events.po'),
    'event-detail': () => import('../locales/en/event-detail.po'),
    rest: () => import('../locales/en/rest.po'),
  },
  hi: {
    shell: () => import('../locales/hi/shell.po'),
    home: () => import('../locales/hi/home.po'),
    events: () => import('../locales/hi/events.po'),
    'event-detail': () => import('../locales/hi/event-detail.po'),
    rest: () => import('../locales/hi/rest.po'),
  },
};

const loading = new Map<string, Promise<void>>();
/** The catalogs the page has asked for so far: a change of language loads each of them in the new language. */
const wanted = new Set<Catalog>(['shell']);
/** The language last asked for (activateLocale), which may still be loading while the current one is shown. */
let requested: Locale | undefined;
/** The domain's texts have been asked for: a change of language brings them in the new language too. */
let domainWanted = false;

function loadDomain(locale: Locale): Promise<void> {
  return import('./domain-text').then(({ loadDomainTexts }) => loadDomainTexts(locale));
}

function load(locale: Locale, catalog: Catalog): Promise<void> {
  const key = `${locale}/${catalog}`;
  let done = loading.get(key);
  if (!done) {
    done = CATALOGS[locale][catalog]().then(
      ({ messages }) => {
        if (Object.keys(messages).length === 0) return;
        // Lingui's provider draws its readers again when messages arrive: as a transition, which waits for any part of
        // a server-drawn page still being taken over (an urgent update there would make React draw it afresh).
        startTransition(() => i18n.load(locale, messages));
      },
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
  return localeOr(lang);
}

/** Loads the language's catalogs this page needs and makes it the one every message is shown in. */
export async function activateLocale(locale: Locale): Promise<void> {
  requested = locale;
  try {
    await Promise.all([
      ...[...wanted].map((catalog) => load(locale, catalog)),
      ...(domainWanted ? [loadDomain(locale)] : []),
    ]);
  } finally {
    // Even without its catalog (a failed download) the language is set: a message missing shows its id, never throws.
    i18n.activate(locale);
  }
}

/**
 * A screen or lazy part, loaded together with its catalog in the language shown (and in the one being switched to,
 * should a change of language be under way).
 */
function withMessages<T>(catalog: Catalog, module: Promise<T>): Promise<T> {
  wanted.add(catalog);
  return Promise.all([module, ...localesToLoad().map((locale) => load(locale, catalog))]).then(
    ([loaded]) => loaded,
  );
}

/** The language shown, and the one being switched to should a change of language be under way. */
function localesToLoad(): Locale[] {
  const shown = isLocale(i18n.locale) ? i18n.locale : undefined;
  const next = requested ?? shown ?? pageLocale();
  return shown && shown !== next ? [shown, next] : [next];
}

/**
 * The domain's texts in the current language (src/i18n/domain-text.ts), for main.tsx to ask for once the first render
 * has started: the public pages show none when first drawn (they are a form's validation message, a promo code's
 * terms, a booking's status), so the first render does not wait for them. One shown before they arrive is in
 * English, and in the language as they arrive.
 */
export async function loadDomainMessages(): Promise<void> {
  domainWanted = true;
  await Promise.all(localesToLoad().map(loadDomain));
}

/** A public screen the server draws (router.tsx), loaded with its own messages. */
export function withScreenMessages<T>(screen: ScreenCatalog, module: Promise<T>): Promise<T> {
  return withMessages(screen, module);
}

/** A screen or lazy part outside the first route, loaded together with the rest of the current language's messages. */
export function withRestMessages<T>(module: Promise<T>): Promise<T> {
  return withMessages('rest', module);
}
