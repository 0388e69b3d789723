import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { intlTagOf, type Locale } from '@ticketmela/domain';
import domainHi from '@ticketmela/domain/locales/hi.json' with { type: 'json' };
import apiHi from '../locales/hi.json' with { type: 'json' };
import mailHi from '../locales/hi.mail.json' with { type: 'json' };
import type { Message } from './message';

/**
 * The API's texts in a language (decision 0044): Hindi from the catalogs keyed by the English template (the API's
 * messages in src/locales/hi.json, its e-mails and documents in hi.mail.json, the domain's validation messages in
 * packages/domain/src/locales/hi.json); English is the template itself. Compiled once per template and language by Lingui's ICU compiler.
 */
const hi: Record<string, string> = { ...domainHi, ...apiHi, ...mailHi };
const i18n = setupI18n({ locale: 'en', locales: [intlTagOf('en')], messages: { en: {}, hi } });
i18n.setMessagesCompiler(compileMessage);

export function translate(locale: Locale, message: Message): string {
  if (i18n.locale !== locale) i18n.activate(locale, [intlTagOf(locale)]);
  return i18n._({ id: message.id, message: message.id, values: message.values });
}

/** Whether the Hindi catalog has the template (the catalog test lists the ones it lacks). */
export function hasHindi(id: string): boolean {
  return Object.hasOwn(hi, id);
}
