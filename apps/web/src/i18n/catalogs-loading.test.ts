import { readFileSync } from 'node:fs';
import path from 'node:path';
import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import domainHindi from '@ticketmela/domain/locales/hi.json';
import PO from 'pofile';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale, loadDomainMessages, withScreenMessages } from './catalogs';
import { domainText } from './domain-text';

/*
 * Which catalogs a page has (decision 0044): the shell's before the first render, a public screen's with its chunk,
 * the domain's texts after the first render; a change of language brings each of them in the new language, and
 * nothing else.
 */

const localesDir = path.resolve(import.meta.dirname, '../locales');

/** The id Lingui gives a message of the catalog that no catalog in `others` has. */
function messageOnlyIn(catalog: string, others: string[]): string {
  const ids = (name: string) =>
    PO.parse(readFileSync(path.join(localesDir, 'en', `${name}.po`), 'utf8')).items.map((item) => item.msgid);
  const elsewhere = new Set(others.flatMap(ids));
  const msgid = ids(catalog).find((id) => !elsewhere.has(id));
  if (!msgid) throw new Error(`No message of ${catalog}.po only`);
  return generateMessageId(msgid);
}

// (`rest` has every screen's messages too, for the other screens that share a screen's files: not loaded here.)
const home = messageOnlyIn('home', ['shell', 'events', 'event-detail']);
const events = messageOnlyIn('events', ['shell', 'home', 'event-detail']);
const shell = messageOnlyIn('shell', ['home', 'events', 'event-detail', 'rest']);
const validation = Object.keys(domainHindi)[0] as string;

afterAll(() => i18n.activate('en'));

describe('the catalogs a page loads', () => {
  it('a screen comes with its own messages; a change of language brings those asked for, and only them', async () => {
    await activateLocale('en');
    expect(i18n.messages[shell]).toBeDefined();
    expect(i18n.messages[home]).toBeUndefined();

    await expect(withScreenMessages('home', Promise.resolve('the screen'))).resolves.toBe('the screen');
    expect(i18n.messages[home]).toBeDefined();
    expect(i18n.messages[events]).toBeUndefined();

    await activateLocale('hi');
    expect(i18n.locale).toBe('hi');
    expect(i18n.messages[shell]).toBeDefined();
    expect(i18n.messages[home]).toBeDefined();
    expect(i18n.messages[events]).toBeUndefined();
    // The domain's texts were not asked for: still English.
    expect(domainText(validation)).toBe(validation);
  });

  it("the domain's texts come when asked for, and with a change of language once they have been", async () => {
    const hindi = domainHindi[validation as keyof typeof domainHindi];
    // (Each test starts in English: src/test/setup.ts.)
    await loadDomainMessages();
    // English needs none: the domain's English is the text itself.
    expect(domainText(validation)).toBe(validation);

    await activateLocale('hi');
    expect(domainText(validation)).toBe(hindi);
  });
});
