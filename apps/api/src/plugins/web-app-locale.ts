import type { Locale } from '@ticketmela/domain';
import { msg } from '../i18n/message';
import { translate } from '../i18n/translate';
import { type Manifest, screenChunkFiles } from './web-app-manifest';
import { modulePreloads, type ScreenCatalog } from './web-app-public-pages';

/*
 * Every page in the visitor's language (decision 0044): <html lang>, the title and description index.html carries,
 * and what the first render needs in the language preloaded with the HTML (the catalogs, the Devanagari face), so it
 * has its texts without another round trip, nothing flashes in English first and nothing moves when the font comes.
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

/** The Devanagari faces, regular and bold, as the web build names them (apps/web/src/index.css). */
const DEVANAGARI_FONTS = [
  'src/assets/fonts/noto-sans-devanagari-devanagari-400-normal.woff2',
  'src/assets/fonts/noto-sans-devanagari-devanagari-700-normal.woff2',
];

/**
 * What a page in the language needs before its first render, preloaded with the HTML: the web build's catalogs
 * (apps/web/src/i18n/catalogs.ts: the shell's, and on a public page its screen's), and for Hindi both Devanagari
 * faces. A face that arrives after the page was painted in the fallback font draws the text again in its own widths,
 * lines wrap elsewhere and the page below moves (Lighthouse measured a layout shift of 0.21 on the home page); a
 * preloaded `font-display: optional` face is waited for by the first paint (index.css). Preloaded, a face is also no
 * longer found only once the page has been laid out, at the end of the first paint's chain of requests. A device
 * with the face installed uses its own (the @font-face's local() source) and the preloaded file waits in the cache.
 */
export function languagePreloads(
  manifest: Manifest | null,
  locale: Locale,
  screenCatalog?: ScreenCatalog,
): string {
  const catalogs = ['shell', ...(screenCatalog ? [screenCatalog] : [])];
  const scripts = modulePreloads(
    catalogs.flatMap((catalog) => screenChunkFiles(manifest, `src/locales/${locale}/${catalog}.po`)),
  );
  const fonts = locale === 'hi' ? DEVANAGARI_FONTS.flatMap((face) => manifest?.[face]?.file ?? []) : [];
  return (
    scripts +
    fonts
      .map((font) => `<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>`)
      .join('')
  );
}
