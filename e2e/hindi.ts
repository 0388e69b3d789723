import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PO from 'pofile';

/*
 * The Hindi of a message, as the web app's catalogs have it (apps/web/src/locales/hi, and the domain's texts): a Hindi spec names what it
 * looks for by the English the code is written in, and finds it in Hindi. Values fill the ICU placeholders
 * ({name}); a message with plurals or tags is not looked up here.
 */

const catalogsDir = path.resolve(import.meta.dirname, '../apps/web/src/locales/hi');
const hindi = new Map<string, string>();
// Every catalog: the shell's, each public screen's and the rest (apps/web/src/i18n/catalogs.ts).
for (const file of readdirSync(catalogsDir).filter((name) => name.endsWith('.po'))) {
  const po = PO.parse(readFileSync(path.join(catalogsDir, file), 'utf8'));
  for (const item of po.items) if (item.msgstr[0]) hindi.set(item.msgid, item.msgstr[0]);
}
// The domain's texts the web app shows (its labels and the reasons the product writes: src/i18n/domain-text.ts).
const domainDisplay = path.resolve(import.meta.dirname, '../packages/domain/src/locales/hi.display.json');
for (const [english, text] of Object.entries(
  JSON.parse(readFileSync(domainDisplay, 'utf8')) as Record<string, string>,
)) {
  if (!hindi.has(english)) hindi.set(english, text);
}

export function hi(english: string, values: Record<string, string | number> = {}): string {
  const text = hindi.get(english);
  if (text === undefined) throw new Error(`No Hindi for ${JSON.stringify(english)} in the web catalogs`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The same, as an exact-match pattern for getByRole / getByText names. */
export function hiExactly(english: string, values: Record<string, string | number> = {}): RegExp {
  return new RegExp(`^${hi(english, values).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
