import { inflateSync } from 'node:zlib';

/*
 * What a PDF says, read from its objects rather than through a viewer (issue 30): the ActualText of its marked-content
 * spans (the letters of a run of shaped Devanagari, as typed) and, for each such span, the glyphs drawn in it, each
 * read through its font's ToUnicode map. Enough of PDF for the files pdfkit writes: indirect objects, Flate streams,
 * Type0 fonts with a ToUnicode CMap, hex glyph strings in TJ arrays.
 */

interface PdfObject {
  dictionary: string;
  stream: Buffer | null;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>();
  const text = pdf.toString('latin1');
  const header = /(\d+) 0 obj\b/g;
  let match = header.exec(text);
  while (match) {
    const bodyStart = match.index + match[0].length;
    const streamAt = text.indexOf('stream', bodyStart);
    const endAt = text.indexOf('endobj', bodyStart);
    if (streamAt < 0 || endAt < streamAt) {
      objects.set(Number(match[1]), { dictionary: text.slice(bodyStart, endAt), stream: null });
      header.lastIndex = endAt;
    } else {
      // A stream's bytes are /Length long: they may hold anything, "endobj" included.
      const dictionary = text.slice(bodyStart, streamAt);
      const length = Number(dictionary.match(/\/Length (\d+)/)?.[1] ?? 0);
      const dataStart = streamAt + 'stream'.length + (text[streamAt + 'stream'.length] === '\r' ? 2 : 1);
      const data = pdf.subarray(dataStart, dataStart + length);
      const stream = /\/FlateDecode/.test(dictionary) ? inflateSync(data) : data;
      objects.set(Number(match[1]), { dictionary, stream });
      header.lastIndex = dataStart + length;
    }
    match = header.exec(text);
  }
  return objects;
}

/** A PDF hex string of UTF-16BE text (with its byte order mark) as text. */
function utf16Hex(hex: string): string {
  const bytes = Buffer.from(hex.replace(/\s+/g, ''), 'hex');
  const body = bytes[0] === 0xfe && bytes[1] === 0xff ? bytes.subarray(2) : bytes;
  return Buffer.from(body).swap16().toString('utf16le');
}

/** A ToUnicode CMap's glyph → text pairs (bfchar and bfrange, as pdfkit writes them). */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, glyph, unicode] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>/g)) {
      map.set(Number.parseInt(glyph!, 16), utf16Hex(unicode!));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, first, last, target] of block[1]!.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(\[[^\]]*\]|<[0-9A-Fa-f\s]*>)/g,
    )) {
      const from = Number.parseInt(first!, 16);
      const to = Number.parseInt(last!, 16);
      if (target!.startsWith('[')) {
        // pdfkit writes a glyph of several letters as one entry with its code units apart: <0915 094D 0937>.
        const items = [...target!.matchAll(/<([0-9A-Fa-f\s]*)>/g)].map((item) => utf16Hex(item[1]!));
        for (const [index, item] of items.entries()) map.set(from + index, item);
      } else {
        const base = utf16Hex(target!.slice(1, -1));
        for (let glyph = from; glyph <= to; glyph += 1) {
          map.set(
            glyph,
            base.slice(0, -1) + String.fromCharCode(base.charCodeAt(base.length - 1) + glyph - from),
          );
        }
      }
    }
  }
  return map;
}

export interface ShapedRun {
  /** The span's ActualText: the letters as typed. */
  actual: string;
  /** The font the glyphs are drawn in (its PostScript name, without the subset tag). */
  font: string;
  /** Each glyph drawn, in drawing (visual) order, as its ToUnicode text: 'क्ष' for the conjunct's one glyph. */
  glyphs: string[];
}

/** Every ActualText span of every page's content, with the glyphs drawn in it. */
export function shapedRuns(pdf: Buffer): ShapedRun[] {
  const objects = objectsOf(pdf);
  const fonts = new Map<string, { name: string; unicode: Map<number, string> }>();
  for (const [, object] of objects) {
    const resources = object.dictionary.match(/\/Font\s*<<([^>]*)>>/);
    if (!resources) continue;
    for (const [, resource, id] of resources[1]!.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const font = objects.get(Number(id));
      const toUnicode = font?.dictionary.match(/\/ToUnicode (\d+) 0 R/);
      const cmap = toUnicode ? objects.get(Number(toUnicode[1]))?.stream : null;
      const name = font?.dictionary.match(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/)?.[1] ?? '';
      fonts.set(resource!, { name, unicode: cmap ? toUnicodeMap(cmap.toString('latin1')) : new Map() });
    }
  }
  const runs: ShapedRun[] = [];
  for (const [, object] of objects) {
    const content = object.stream?.toString('latin1') ?? '';
    if (!content.includes('BT')) continue;
    let font = '';
    let open: ShapedRun | null = null;
    for (const [token] of content.matchAll(
      /\/(\w+)\s+[\d.]+\s+Tf|\/ActualText\s*<([0-9A-Fa-f]*)>|\[[^\]]*\]\s*TJ|\bEMC\b/g,
    )) {
      const fontSet = token.match(/^\/(\w+)\s+[\d.]+\s+Tf$/);
      if (fontSet) {
        font = fontSet[1]!;
      } else if (token.startsWith('/ActualText')) {
        open = { actual: utf16Hex(token.match(/<([0-9A-Fa-f]*)>/)![1]!), font: '', glyphs: [] };
        runs.push(open);
      } else if (token === 'EMC') {
        open = null;
      } else if (open) {
        const used = fonts.get(font);
        open.font = used?.name ?? font;
        for (const [, hex] of token.matchAll(/<([0-9A-Fa-f]+)>/g)) {
          for (let at = 0; at < hex!.length; at += 4) {
            const glyph = Number.parseInt(hex!.slice(at, at + 4), 16);
            open.glyphs.push(used?.unicode.get(glyph) ?? `?${glyph}`);
          }
        }
      }
    }
  }
  return runs;
}

/** The fonts a PDF embeds, by PostScript name without the subset tag. */
export function embeddedFonts(pdf: Buffer): string[] {
  const names = new Set<string>();
  for (const [, name] of pdf.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g))
    names.add(name!);
  return [...names].sort();
}
