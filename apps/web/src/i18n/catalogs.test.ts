import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The catalogs are complete (decision 0044): extracting the messages from the code again changes no catalog (no
 * message was added to the code without `npm run i18n:extract -w @ticketmela/web`, none left behind), every message
 * has its Hindi, and each Hindi keeps the English's placeholders and tags.
 */

const webDir = path.resolve(import.meta.dirname, '../..');
const catalogsDir = path.join(webDir, 'src', 'locales');
/** The catalogs, as src/locales/en has them (lingui.config.ts and build/catalog-files.ts decide which there are). */
const PARTS = readdirSync(path.join(catalogsDir, 'en'))
  .filter((file) => file.endsWith('.po'))
  .map((file) => file.slice(0, -'.po'.length))
  .sort();
let extractedDir = '';

function messages(dir: string, locale: string, part: string): Map<string, string> {
  const po = PO.parse(readFileSync(path.join(dir, locale, `${part}.po`), 'utf8'));
  return new Map(po.items.map((item) => [item.msgid, item.msgstr[0] ?? '']));
}

/** The values a message interpolates ({name}, plural and select arguments) and the tags it wraps text in (<0>). */
function shapeOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (Array.isArray(token)) {
        if (typeof token[0] === 'string') names.add(`{${token[0]}}`);
        const options = token[2];
        if (options && typeof options === 'object') Object.values(options).forEach(visit);
      }
    }
  };
  visit(compileMessage(message));
  for (const [tag] of message.matchAll(/<\/?\d+\/?>/g)) names.add(tag);
  return [...names].sort();
}

beforeAll(() => {
  // Into an empty folder: the catalogs there are exactly the ones the configuration makes.
  extractedDir = mkdtempSync(path.join(tmpdir(), 'ticketmela-catalogs-'));
  execFileSync(
    process.execPath,
    [path.join(webDir, '../../node_modules/@lingui/cli/dist/lingui.js'), 'extract', '--clean'],
    {
      cwd: webDir,
      env: { ...process.env, LINGUI_CATALOGS_DIR: extractedDir },
      stdio: 'pipe',
    },
  );
}, 120_000);

afterAll(() => {
  if (extractedDir) rmSync(extractedDir, { recursive: true, force: true });
});

describe('the catalogs', () => {
  it('are the ones the configuration makes, in both languages (run `npm run i18n:extract -w @ticketmela/web`)', () => {
    const names = (dir: string, locale: string) =>
      readdirSync(path.join(dir, locale))
        .filter((file) => file.endsWith('.po'))
        .sort();
    expect(names(catalogsDir, 'en')).toEqual(names(extractedDir, 'en'));
    expect(names(catalogsDir, 'hi')).toEqual(names(extractedDir, 'hi'));
  });
});

describe.each(PARTS)('the %s catalog', (part) => {
  it('holds exactly the messages of the code (run `npm run i18n:extract -w @ticketmela/web` after changing texts)', () => {
    const inCode = [...messages(extractedDir, 'en', part).keys()].sort();
    const inCatalog = [...messages(catalogsDir, 'en', part).keys()].sort();
    expect({ missing: inCode.filter((id) => !inCatalog.includes(id)) }).toEqual({ missing: [] });
    expect({ leftBehind: inCatalog.filter((id) => !inCode.includes(id)) }).toEqual({ leftBehind: [] });
  });

  it('has Hindi for every message', () => {
    const untranslated = [...messages(catalogsDir, 'hi', part)].filter(([, hindi]) => hindi.trim() === '');
    expect(untranslated.map(([id]) => id)).toEqual([]);
  });

  it("keeps each message's placeholders and tags in Hindi", () => {
    const mismatched = [...messages(catalogsDir, 'hi', part)]
      .filter(([id, hindi]) => hindi !== '' && shapeOf(id).join() !== shapeOf(hindi).join())
      .map(([id, hindi]) => `${id} -> ${hindi}`);
    expect(mismatched).toEqual([]);
  });
});

describe('the rest catalog', () => {
  // Another screen may import a public screen's file (the organizer's waitlist shows the waitlist's status texts) and
  // be opened first: only the shell and `rest` are loaded then.
  it.each(PARTS.filter((part) => !['shell', 'rest'].includes(part)))(
    "holds every message of the %s screen's catalog",
    (part) => {
      const rest = messages(catalogsDir, 'en', 'rest');
      expect([...messages(catalogsDir, 'en', part).keys()].filter((id) => !rest.has(id))).toEqual([]);
    },
  );
});
