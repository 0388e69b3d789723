/**
 * A text the domain gives people (a promo code's terms, how long before the event), as an English template with
 * `{name}` placeholders and its values: the web app and the API show it in the reader's language from the domain's
 * Hindi catalog (src/locales/hi.display.json, keyed by the template; decision 0044). Templates carry no plural or
 * select: the code picks the English form, and each form is its own template.
 */
export interface DisplayText {
  readonly id: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

export function displayText(id: string, values?: Record<string, string | number>): DisplayText {
  return values ? { id, values } : { id };
}

/** A template with its values put in: `{name}` replaced by the value of that name, an unknown name left as is. */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** The English of a text. */
export function englishOf(text: DisplayText): string {
  return fillTemplate(text.id, text.values);
}
