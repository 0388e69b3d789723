import type { Locale } from '@ticketmela/domain';
import { msg } from '../i18n/message';
import { translate } from '../i18n/translate';
import { type Manifest, screenChunkFiles } from './web-app-manifest';
import { modulePreloads, type ScreenCatalog } from './web-app-public-pages';

/*
 * Every page in the visitor's language (decision 0044): <html lang>, the title and description index.html carries,
 * and the language's catalogs the first render needs preloaded with the HTML (the shell's, and a public page's
 * screen's), so it has its texts without another round trip and nothing on the page flashes in English first.
 */

const TITLE = msg('TicketMela — Events, tickets and experiences across India');
const DESCRIPTION = msg(
  'Discover concerts, festivals and conferences across India. Book tickets in rupees and carry your QR ticket on TicketMela.',
);
const NO_SCRIPT = msg('TicketMela needs JavaScript to run. Please enable it in your browser.');

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** index.html in the language: its lang attribute, title, description and <noscript> text. */
export function withPageLanguage(html: string, locale: Locale): string {
  const withLang = html.replace(
    /<html\b([^>]*)>/,
    (_whole, attributes: string) => `<html lang="${locale}"${attributes.replace(/\s+lang="[^"]*"/, '')}>`,
  );
  if (locale === 'en') return withLang;
  return withLang
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(translate(locale, TITLE))}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_whole, start: string, end: string) => `${start}${escapeText(translate(locale, DESCRIPTION))}${end}`,
    )
    .replace(
      /<noscript>[^<]*<\/noscript>/,
      () => `<noscript>${escapeText(translate(locale, NO_SCRIPT))}</noscript>`,
    );
}

/**
 * The web build's catalogs a page needs before its first render, in the language (apps/web/src/i18n/catalogs.ts): the
 * shell's, and on a public page its screen's.
 */
export function firstCatalogPreload(
  manifest: Manifest | null,
  locale: Locale,
  screenCatalog?: ScreenCatalog,
): string {
  const catalogs = ['shell', ...(screenCatalog ? [screenCatalog] : [])];
  return modulePreloads(
    catalogs.flatMap((catalog) => screenChunkFiles(manifest, `src/locales/${locale}/${catalog}.po`)),
  );
}
