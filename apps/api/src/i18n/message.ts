/**
 * A text the API shows a person (an error message, a line of an e-mail), in English as the specification words it,
 * as an ICU MessageFormat template with its values: `msg('Only {left} seats are left', { left })`. The English
 * template is also its key in the Hindi catalog (src/locales/hi.json), so the English stays exactly as written here
 * and `npm test` can find every template in the code and fail on one the catalog lacks (src/i18n/catalog.test.ts).
 * Write the template as a string literal in the call: a template built at run time cannot be checked. A Date value is
 * written as an India date and time in the language the message is shown in (translate.ts).
 */
export interface Message {
  readonly id: string;
  readonly values?: Readonly<Record<string, MessageValue>>;
}

export type MessageValue = string | number | Date;

export function msg(id: string, values?: Record<string, MessageValue>): Message {
  return values ? { id, values } : { id };
}

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as Message).id === 'string';
}
