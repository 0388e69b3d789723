import { i18n, type Messages } from '@lingui/core';
import { type DisplayText, englishOf } from '@ticketmela/domain';

/*
 * The domain's texts (its labels, validation messages and display templates: packages/domain, decision 0044) in the
 * current language. They are written in English in the domain and keyed by that English in its Hindi catalogs,
 * which are loaded just after the first render (loadDomainMessages in src/i18n/catalogs.ts).
 */

/** Lingui's compiled form of a domain template, which has only text and `{name}` placeholders. */
function compiled(template: string): (string | [string])[] {
  return template
    .split(/\{(\w+)\}/)
    .map((part, index): string | [string] => (index % 2 === 1 ? [part] : part))
    .filter((part) => part !== '');
}

/** The domain's Hindi catalogs, compiled for Lingui. */
export async function domainMessages(): Promise<Messages> {
  const [validation, display] = await Promise.all([
    import('@ticketmela/domain/locales/hi.json'),
    import('@ticketmela/domain/locales/hi.display.json'),
  ]);
  const texts: Record<string, string> = { ...validation.default, ...display.default };
  return Object.fromEntries(Object.entries(texts).map(([english, hindi]) => [english, compiled(hindi)]));
}

/**
 * A domain text in the current language: a label or message the domain gives as English (`MAIL_KIND_LABELS[kind]`,
 * a schema's validation message) or a DisplayText (`describePromoText(...)`). A text the catalog does not know (one
 * the web app already translated, a name someone typed) is shown as it is.
 */
export function domainText(text: DisplayText | string): string {
  const { id, values } = typeof text === 'string' ? { id: text, values: undefined } : text;
  return Object.hasOwn(i18n.messages, id) ? i18n._({ id, values }) : englishOf({ id, values });
}
