import type { Locale } from '@ticketmela/domain';
import { createElement, Fragment, type ReactNode } from 'react';
import type { Message } from '../../../i18n/message';
import { translate } from '../../../i18n/translate';
import { formatIndiaDateTime } from '../../../lib/india-time';

/**
 * The words of one mail in its language (issue 30): `t` for a text, `rich` for a sentence with markup in it. The
 * English templates are the keys of src/locales/hi.mail.json; a sentence is translated whole, never in pieces, as
 * Hindi orders its words differently.
 */
export interface MailText {
  readonly locale: Locale;
  t(message: Message): string;
  /**
   * A sentence whose parts are marked up: `<0>…</0>` in the template (and in its translation, where the parts may
   * stand in another order) is drawn by `tags[0]`, and so on. The values are put in as text: a `<0>` typed in an
   * event's title is shown as typed, never read as markup.
   */
  rich(message: Message, tags: readonly ((content: string) => ReactNode)[]): ReactNode;
}

/** The language a mail is written in: its payload's, English for mails queued before mails had one. */
export function mailLocaleOf(payload: unknown): Locale {
  return (payload as { locale?: unknown } | null)?.locale === 'hi' ? 'hi' : 'en';
}

export function mailText(locale: Locale): MailText {
  return {
    locale,
    t: (message) => translate(locale, message),
    rich: (message, tags) => richText(locale, message, tags),
  };
}

// Private-use characters around a value's index while the template is translated and its tags are found.
const VALUE_START = '\uE000';
const VALUE_END = '\uE001';
const VALUE_PATTERN = /\uE000(\d+)\uE001/g;
const TAG_PATTERN = /<(\d+)>([\s\S]*?)<\/\1>/g;

function richText(
  locale: Locale,
  message: Message,
  tags: readonly ((content: string) => ReactNode)[],
): ReactNode[] {
  const texts: string[] = [];
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.values ?? {})) {
    if (typeof value === 'number') {
      values[name] = value;
    } else {
      values[name] = `${VALUE_START}${texts.length}${VALUE_END}`;
      texts.push(value instanceof Date ? formatIndiaDateTime(value, locale) : value);
    }
  }
  const translated = translate(locale, { id: message.id, values });
  const fill = (part: string) =>
    part.replace(VALUE_PATTERN, (_, index: string) => texts[Number(index)] ?? '');
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of translated.matchAll(TAG_PATTERN)) {
    if (match.index > last) nodes.push(fill(translated.slice(last, match.index)));
    const draw = tags[Number(match[1])];
    const content = fill(match[2] ?? '');
    nodes.push(createElement(Fragment, { key: nodes.length }, draw ? draw(content) : content));
    last = match.index + match[0].length;
  }
  if (last < translated.length) nodes.push(fill(translated.slice(last)));
  return nodes;
}
