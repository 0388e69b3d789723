import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TaxDocument } from '@ticketmela/domain';
import { build } from 'esbuild';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, test } from 'vitest';
import { embeddedFonts, shapedRuns } from '../../test/pdf-text';
import {
  billOfSupply,
  creditNote,
  interStateInvoice,
  intraStateInvoice,
  longInvoice,
} from '../../test/tax-documents';
import { amountInWordsIn } from './amount-in-words';
import { renderTaxDocumentPdf, taxDocumentFileName } from './tax-document-pdf';
import { formatEventStart, formatInvoiceDate, formatInvoiceRupees } from './tax-document-text';

/** The PDF read back as a reader would: its pages, its text (whitespace folded) and its metadata. */
async function readBack(pdf: Buffer) {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(proxy, { mergePages: true });
  // pdf.js types the info dictionary as a bare Object.
  const info: Record<string, unknown> = { ...(await proxy.getMetadata()).info };
  return { pages: totalPages, text: text.replace(/\s+/g, ' '), info };
}

/** Every figure a line shows, as the PDF prints it. */
function lineFigures(line: TaxDocument['lines'][number], kind: TaxDocument['supplyKind']): string[] {
  const figures = [
    line.description,
    formatInvoiceRupees(line.unitPricePaise),
    formatInvoiceRupees(line.taxablePaise),
  ];
  if (kind === 'none') return figures;
  figures.push(formatInvoiceRupees(line.totalPaise));
  if (kind === 'intra')
    figures.push(formatInvoiceRupees(line.cgstPaise), formatInvoiceRupees(line.sgstPaise));
  if (kind === 'inter') figures.push(formatInvoiceRupees(line.igstPaise));
  return figures;
}

function expectParticulars(text: string, document: TaxDocument) {
  expect(text).toContain(document.title);
  expect(text).toContain(document.number);
  expect(text).toContain(`Date: ${formatInvoiceDate(document.issuedAt)}`);
  expect(text).toContain(document.supplier.legalName);
  expect(text).toContain(
    document.supplier.gstin ? `GSTIN: ${document.supplier.gstin}` : 'Not registered for GST',
  );
  expect(text).toContain(`Place of supply: ${document.placeOfSupply.name} (${document.placeOfSupply.code})`);
  expect(text).toContain(`SAC: ${document.sac}`);
  expect(text).toContain(document.recipient.name);
  expect(text).toContain(document.recipient.email);
  expect(text).toContain(document.event.title);
  expect(text).toContain(document.booking.ticketId);
  for (const line of document.lines) {
    for (const figure of lineFigures(line, document.supplyKind)) expect(text).toContain(figure);
  }
  expect(text).toContain(formatInvoiceRupees(document.totals.totalPaise));
  expect(text).toContain(formatInvoiceRupees(document.totals.taxablePaise));
  expect(text).toContain(`Amount in words: ${document.totalInWords}`);
  expect(text).toContain(`For ${document.supplier.legalName}`);
  expect(text).toContain('This is a computer-generated document and needs no signature.');
}

describe('money and dates as the PDF prints them', () => {
  test('rupees with paise, grouped in lakhs and crores', () => {
    expect(formatInvoiceRupees(1_23_456_50)).toBe('₹1,23,456.50');
    expect(formatInvoiceRupees(1_00_00_000_00)).toBe('₹1,00,00,000.00');
    expect(formatInvoiceRupees(0)).toBe('₹0.00');
  });

  test("a date is India's: late evening UTC is the next day there, and September is 'Sep'", () => {
    expect(formatInvoiceDate('2026-11-26T20:00:00.000Z')).toBe('27 Nov 2026');
    expect(formatInvoiceDate('2026-09-05T06:00:00.000Z')).toBe('5 Sep 2026');
  });

  test('file names say what the document is, with no slashes', () => {
    expect(taxDocumentFileName(intraStateInvoice())).toBe('Invoice INV-2627-1.pdf');
    expect(taxDocumentFileName(creditNote())).toBe('Credit note INVC-2627-1.pdf');
    expect(taxDocumentFileName(billOfSupply())).toBe('Bill of supply BOS-2627-7.pdf');
  });
});

describe('renderTaxDocumentPdf', () => {
  test('an intra-state tax invoice: both GSTINs, CGST and SGST at half the rate each', async () => {
    const document = intraStateInvoice();
    const pdf = await renderTaxDocumentPdf(document);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text, info } = await readBack(pdf);
    expect(pages).toBe(1);
    expectParticulars(text, document);
    expect(text).toContain('GSTIN: 27AAACR5055K1Z5');
    expect(text).toContain('Legal name: Rao Consulting LLP');
    expect(text).toContain('State: Maharashtra (27)');
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).toContain('9%');
    expect(text).not.toContain('IGST');
    expect(text).toContain(formatInvoiceRupees(document.totals.cgstPaise));
    expect(text).toContain(formatInvoiceRupees(document.totals.sgstPaise));
    expect(text).toContain('₹3,00,999.50');
    expect(text).toContain('Rupees Three Lakh Nine Hundred Ninety-Nine and Fifty Paise Only');
    expect(info.Title).toBe('Tax Invoice INV/2627/1');
  });

  test('an inter-state tax invoice: IGST at the whole rate, no CGST or SGST', async () => {
    const document = interStateInvoice();
    const { text } = await readBack(await renderTaxDocumentPdf(document));
    expectParticulars(text, document);
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('IGST');
    expect(text).toContain('18%');
    expect(text).not.toContain('CGST');
    expect(text).toContain(formatInvoiceRupees(document.totals.igstPaise));
  });

  test('a bill of supply: no tax columns, says no tax is charged, and the supplier has no GSTIN', async () => {
    const document = billOfSupply();
    const { text } = await readBack(await renderTaxDocumentPdf(document));
    expectParticulars(text, document);
    expect(text).toContain('Bill of supply: no tax is charged');
    expect(text).toContain('Not registered for GST');
    for (const tax of ['CGST', 'SGST', 'IGST', 'GSTIN:']) expect(text).not.toContain(tax);
  });

  test('a credit note names the invoice it is against', async () => {
    const document = creditNote();
    const { text } = await readBack(await renderTaxDocumentPdf(document));
    expectParticulars(text, document);
    expect(text).toContain('Against invoice INV/2627/1 dated 27 Nov 2026');
    expect(text).toContain('Date: 3 Dec 2026');
  });

  test('forty lines flow onto more pages, each line and the totals printed once', async () => {
    const document = longInvoice(40);
    const { pages, text } = await readBack(await renderTaxDocumentPdf(document));
    expect(pages).toBeGreaterThanOrEqual(2);
    for (let index = 1; index <= 40; index += 1) {
      expect(text.match(new RegExp(`Category ${index}\\b`, 'g'))).toHaveLength(1);
    }
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('₹47,200.00');
    expect(text).toContain(`Amount in words: ${document.totalInWords}`);
  });

  test('the same document renders to the same bytes, dated when it was issued', async () => {
    const document = intraStateInvoice();
    const [first, second] = await Promise.all([
      renderTaxDocumentPdf(document),
      renderTaxDocumentPdf(document),
    ]);
    expect(first.equals(second)).toBe(true);
    const { info } = await readBack(first);
    expect(String(info.CreationDate)).toMatch(/^D:20261127/);
  });
});

// Devanagari (issue 30): shaped by fontkit with Noto Sans Devanagari's OpenType tables, each line marked with its
// letters as its ActualText. The glyphs are read back through the font's ToUnicode map: a conjunct is one glyph that
// stands for its letters, the i-matra is drawn before its consonant and the reph after its syllable, as Hindi is
// written; put back in the order of the letters, they give the text as typed.

const HINDI_EVENT = 'क्षेत्रीय श्रेष्ठ त्रिवेणी कवि सम्मेलन';
const HINDI_NAME = 'प्रिया शर्मा';

function withHindiNames(document: TaxDocument): TaxDocument {
  return {
    ...document,
    event: { ...document.event, title: HINDI_EVENT },
    recipient: { ...document.recipient, name: HINDI_NAME },
  };
}

/**
 * Glyphs in the order of the letters they stand for, as a reader's text extraction reorders them: the i-matra after
 * the consonant (or conjunct) it is drawn before, a reph before the consonant whose syllable it is drawn over.
 */
function inLetterOrder(glyphs: readonly string[]): string {
  const marks = /^[\u093E-\u094D\u0901-\u0903\u0962\u0963]+$/;
  const letters = [...glyphs];
  for (let index = 0; index < letters.length; index += 1) {
    if (letters[index] === 'ि' && index + 1 < letters.length) {
      [letters[index], letters[index + 1]] = [letters[index + 1]!, letters[index]!];
      index += 1;
    }
  }
  for (let index = 0; index < letters.length; index += 1) {
    if (letters[index] !== 'र्') continue;
    let base = index - 1;
    while (base > 0 && marks.test(letters[base]!)) base -= 1;
    letters.splice(index, 1);
    letters.splice(base, 0, 'र्');
  }
  return letters.join('');
}

describe('Devanagari in the PDF (issue 30)', () => {
  test('a Hindi document: its words in Hindi, each Devanagari line read back as typed, the figures as in English', async () => {
    const document = withHindiNames(intraStateInvoice());
    const pdf = await renderTaxDocumentPdf(document, 'hi');
    const runs = shapedRuns(pdf);
    const lines = runs.map((run) => run.actual);
    for (const line of [
      'टैक्स इनवॉइस',
      'टैक्स इनवॉइस सं.: INV/2627/1',
      'तारीख: 27 नव॰ 2026',
      'वित्त वर्ष: 2026-27',
      'आपूर्तिकर्ता',
      'प्राप्तकर्ता',
      HINDI_NAME,
      'कानूनी नाम: Rao Consulting LLP',
      'आपूर्ति का स्थान: Maharashtra (27)',
      'रिवर्स चार्ज पर देय कर: नहीं',
      HINDI_EVENT,
      formatEventStart(document.event.date, 'hi'),
      'विवरण',
      'प्रवेश: Gold (Coke Studio Live)',
      'कर योग्य मूल्य',
      'कुल राशि',
      `राशि शब्दों में: ${amountInWordsIn('hi', document.totals.totalPaise)}`,
      'यह कंप्यूटर से बना दस्तावेज़ है, इस पर हस्ताक्षर की ज़रूरत नहीं है।',
      'पेज 1 / 1',
    ]) {
      expect(lines, line).toContain(line);
    }
    expect(formatEventStart(document.event.date, 'hi')).toBe('शनि, 19 दिस॰ 2026, 7:30 pm IST');
    for (const run of runs) {
      expect(run.font, run.actual).toMatch(/^NotoSansDevanagari-(Regular|Bold)$/);
      // No glyph is missing (.notdef) or a dotted circle, which a shaper draws for a mark it could not place.
      expect(
        run.glyphs.some((glyph) => glyph.startsWith('?') || glyph === '\u25CC'),
        run.actual,
      ).toBe(false);
    }
    const { text, info } = await readBack(pdf);
    expect(info.Title).toBe('टैक्स इनवॉइस INV/2627/1');
    expect(pdf.toString('latin1')).toContain('/Lang (hi-IN)');
    // The figures and what is not translated read as in English.
    for (const figure of [
      '₹3,00,999.50',
      '₹2,54,237.29',
      'GSTIN: 27AAPFU0939F1ZV',
      'Mumbai Live Events Private Limited',
    ])
      expect(text).toContain(figure);
    expect(embeddedFonts(pdf)).toEqual([
      'DejaVuSans',
      'DejaVuSans-Bold',
      'NotoSansDevanagari-Bold',
      'NotoSansDevanagari-Regular',
    ]);
  });

  test('conjuncts are one glyph each, the i-matra stands before its consonant and the reph after its syllable', async () => {
    const pdf = await renderTaxDocumentPdf(withHindiNames(intraStateInvoice()), 'hi');
    const runs = shapedRuns(pdf);
    const title = runs.find((run) => run.actual === HINDI_EVENT)!;
    expect(title.glyphs).toEqual([
      ...['क्ष', 'े', 'त्र', 'ी', 'य', ' '],
      ...['श्र', 'े', 'ष्ठ', ' '],
      ...['ि', 'त्र', 'व', 'े', 'ण', 'ी', ' '],
      ...['क', 'ि', 'व', ' '],
      ...['स', 'म्', 'म', 'े', 'ल', 'न'],
    ]);
    const name = runs.find((run) => run.actual === HINDI_NAME)!;
    expect(name.glyphs).toEqual(['ि', 'प्र', 'य', 'ा', ' ', 'श', 'म', 'ा', 'र्']);
    // Put back in the order of the letters, the glyphs are the text as typed.
    expect(inLetterOrder(title.glyphs)).toBe(HINDI_EVENT);
    expect(inLetterOrder(name.glyphs)).toBe(HINDI_NAME);
  });

  test('an English document names an event typed in Hindi in Noto Sans Devanagari; its own words stay as they were', async () => {
    const document = withHindiNames(intraStateInvoice());
    const pdf = await renderTaxDocumentPdf(document);
    expect(shapedRuns(pdf).map((run) => [run.actual, run.font])).toEqual([
      [HINDI_NAME, 'NotoSansDevanagari-Bold'],
      [HINDI_EVENT, 'NotoSansDevanagari-Bold'],
    ]);
    const { text, info } = await readBack(pdf);
    expect(text).toContain('Tax Invoice no.: INV/2627/1');
    expect(text).toContain(`Date: ${formatInvoiceDate(document.issuedAt)}`);
    expect(text).toContain('This is a computer-generated document and needs no signature.');
    expect(info.Subject).toBe(`${HINDI_EVENT}, ticket ${document.booking.ticketId}`);
  });

  test('an English document with no Devanagari embeds no Devanagari font', async () => {
    const pdf = await renderTaxDocumentPdf(intraStateInvoice());
    expect(embeddedFonts(pdf)).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
    expect(shapedRuns(pdf)).toEqual([]);
  });

  test('a Hindi credit note, bill of supply and long invoice: their own words, and the same bytes each time', async () => {
    const credit = shapedRuns(await renderTaxDocumentPdf(creditNote(), 'hi')).map((run) => run.actual);
    expect(credit).toContain('क्रेडिट नोट');
    expect(credit).toContain('इनवॉइस INV/2627/1, दिनांक 27 नव॰ 2026 के विरुद्ध');
    expect(credit).toContain('कुल क्रेडिट राशि');
    const bill = shapedRuns(await renderTaxDocumentPdf(billOfSupply(), 'hi')).map((run) => run.actual);
    expect(bill).toContain('बिल ऑफ़ सप्लाई: इस पर कोई कर नहीं लिया गया है।');
    expect(bill).toContain('GST में पंजीकृत नहीं');
    const long = longInvoice(40);
    const [first, second] = await Promise.all([
      renderTaxDocumentPdf(long, 'hi'),
      renderTaxDocumentPdf(long, 'hi'),
    ]);
    expect(first.equals(second)).toBe(true);
    const { pages } = await readBack(first);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(shapedRuns(first).map((run) => run.actual)).toContain(`पेज ${pages} / ${pages}`);
  });
});

describe('in the built product', () => {
  test('bundled as scripts/build.mjs bundles the server (packages left in node_modules), it still finds its font', async () => {
    const apiDir = fileURLToPath(new URL('../..', import.meta.url));
    // Beside dist/server.js, where `npm start` runs the bundle from; started from another directory.
    const outDir = path.join(apiDir, 'dist');
    const outFile = path.join(outDir, `pdf-check-${process.pid}.mjs`);
    const scratch = await mkdtemp(path.join(tmpdir(), 'tax-pdf-'));
    try {
      await mkdir(outDir, { recursive: true });
      const entry = path.join(outDir, `pdf-check-${process.pid}.ts`);
      await build({
        stdin: {
          contents: [
            `import { writeFileSync } from 'node:fs';`,
            `import { renderTaxDocumentPdf } from ${JSON.stringify(fileURLToPath(new URL('./tax-document-pdf.ts', import.meta.url)))};`,
            `import { intraStateInvoice } from ${JSON.stringify(path.join(apiDir, 'test', 'tax-documents.ts'))};`,
            'writeFileSync(process.argv[2], await renderTaxDocumentPdf(intraStateInvoice()));',
            "writeFileSync(process.argv[3], await renderTaxDocumentPdf(intraStateInvoice(), 'hi'));",
          ].join('\n'),
          resolveDir: outDir,
          sourcefile: entry,
          loader: 'ts',
        },
        outfile: outFile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        tsconfig: path.join(apiDir, 'tsconfig.json'),
        logLevel: 'silent',
        plugins: [
          {
            name: 'external-packages',
            setup(builder) {
              builder.onResolve({ filter: /^[^./]/ }, (args) =>
                args.path.startsWith('@ticketmela/') ? undefined : { path: args.path, external: true },
              );
            },
          },
        ],
      });
      const output = path.join(scratch, 'out.pdf');
      const hindi = path.join(scratch, 'out-hi.pdf');
      await promisify(execFile)(process.execPath, [outFile, output, hindi], { cwd: scratch });
      const { text } = await readBack(await readFile(output));
      expect(text).toContain('₹3,00,999.50');
      // And its Devanagari font, for a Hindi document.
      const hindiPdf = await readFile(hindi);
      expect(embeddedFonts(hindiPdf)).toContain('NotoSansDevanagari-Bold');
      expect(shapedRuns(hindiPdf).map((run) => run.actual)).toContain('टैक्स इनवॉइस');
    } finally {
      await rm(outFile, { force: true });
      await rm(scratch, { recursive: true, force: true });
    }
  });
});
