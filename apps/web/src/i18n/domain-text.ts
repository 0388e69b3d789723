import { i18n } from '@lingui/core';
import { type DisplayText, englishOf, fillTemplate, type Locale, localeOr } from '@ticketmela/domain';
import { startTransition } from 'react';

/*
 * The domain's texts (its labels, validation messages and display templates: packages/domain, decision 0044) in the
 * current language. They are written in English in the domain and keyed by that English in its Hindi catalogs, which
 * arrive just after the first render (loadDomainTexts, from src/i18n/catalogs.ts). They are kept here, not in
 * Lingui's catalogs: loading messages into Lingui draws every reader of it again, the whole page, and the public
 * pages show no domain text when they are first drawn. Only when a text was shown in English before its language
 * arrived are the readers drawn again.
 */

const loaded: Partial<Record<Locale, Readonly<Record<string, string>>>> = {};
const loading = new Map<Locale, Promise<void>>();
/** A text was shown in English because its language had not arrived yet. */
let shownTooEarly = false;

async function hindiTexts(): Promise<Record<string, string>> {
  const [validation, display] = await Promise.all([
    import('@ticketmela/domain/locales/hi.json'),
    import('@ticketmela/domain/locales/hi.display.json'),
  ]);
  return { ...validation.default, ...display.default };
}

/** Loads the domain's texts in the language (English needs none: the domain's English is the text itself). */
export function loadDomainTexts(locale: Locale): Promise<void> {
  if (locale === 'en' || loaded[locale]) return Promise.resolve();
  let done = loading.get(locale);
  if (!done) {
    done = hindiTexts().then(
      (texts) => {
        loaded[locale] = texts;
        if (shownTooEarly && i18n.locale === locale) {
          shownTooEarly = false;
          // An empty load tells Lingui's provider to draw its readers again, as a transition (catalogs.ts says why).
          startTransition(() => i18n.load(locale, {}));
        }
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, done);
  }
  return done;
}

/**
 * A domain text in the current language: a label or message the domain gives as English (`MAIL_KIND_LABELS[kind]`,
 * a schema's validation message) or a DisplayText (`describePromoText(...)`). A text the catalog does not know (one
 * the web app already translated, a name someone typed) is shown as it is.
 */
export function domainText(text: DisplayText | string): string {
  const message = typeof text === 'string' ? { id: text } : text;
  const locale = localeOr(i18n.locale);
  if (locale === 'en') return englishOf(message);
  const texts = loaded[locale];
  if (!texts) {
    shownTooEarly = true;
    return englishOf(message);
  }
  const template = texts[message.id];
  return template === undefined ? englishOf(message) : fillTemplate(template, message.values);
}
