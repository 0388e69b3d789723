import { setupI18n } from '@lingui/core';
import { type CompiledMessage, compileMessage } from '@lingui/message-utils/compileMessage';
import { intlTagOf, type Locale } from '@ticketmela/domain';
import domainDisplayHi from '@ticketmela/domain/locales/hi.display.json' with { type: 'json' };
import domainHi from '@ticketmela/domain/locales/hi.json' with { type: 'json' };
import { formatIndiaDateTime } from '../lib/india-time';
import { localeOfRequest } from '../lib/request-locale';
import apiHi from '../locales/hi.json' with { type: 'json' };
import mailHi from '../locales/hi.mail.json' with { type: 'json' };
import type { Message } from './message';

/**
 * The API's texts in a language (decision 0044): Hindi from the catalogs keyed by the English template (the API's
 * messages in src/locales/hi.json, its e-mails and documents in hi.mail.json, the domain's validation messages in
 * packages/domain/src/locales/hi.json, and its labels and stored reasons in hi.display.json); English is the template
 * itself. Lingui's ICU compiler compiles a template
 * once; the compiled forms are kept (the templates are the code's and the catalogs', a bounded set).
 */
const hi: Record<string, string> = { ...domainHi, ...domainDisplayHi, ...apiHi, ...mailHi };
const i18n = setupI18n({ locale: 'en', locales: [intlTagOf('en')], messages: { en: {}, hi } });

const COMPILED_KEPT = 5000;
const compiled = new Map<string, CompiledMessage>();
i18n.setMessagesCompiler((template) => {
  let done = compiled.get(template);
  if (done === undefined) {
    done = compileMessage(template);
    // A text that came from outside (a stored English line, say) is compiled too: never keep more than a bound.
    if (compiled.size >= COMPILED_KEPT) compiled.clear();
    compiled.set(template, done);
  }
  return done;
});

/** The values with each Date written in the language (a time at the door, say). */
function valuesIn(locale: Locale, values: Message['values']): Record<string, string | number> | undefined {
  if (!values) return undefined;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      value instanceof Date ? formatIndiaDateTime(value, locale) : value,
    ]),
  );
}

export function translate(locale: Locale, message: Message): string {
  if (i18n.locale !== locale) i18n.activate(locale, [intlTagOf(locale)]);
  return i18n._({ id: message.id, message: message.id, values: valuesIn(locale, message.values) });
}

/** The message in the language the request is answered in (the `lang` cookie, else Accept-Language). */
export function translateFor(request: Parameters<typeof localeOfRequest>[0], message: Message): string {
  return translate(localeOfRequest(request), message);
}

/** Whether the Hindi catalog has the template (the catalog test lists the ones it lacks). */
export function hasHindi(id: string): boolean {
  return Object.hasOwn(hi, id);
}
