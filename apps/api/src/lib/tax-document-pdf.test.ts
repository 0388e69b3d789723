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
import {
  billOfSupply,
  creditNote,
  interStateInvoice,
  intraStateInvoice,
  longInvoice,
} from '../../test/tax-documents';
import { renderTaxDocumentPdf, taxDocumentFileName } from './tax-document-pdf';
import { formatInvoiceDate, formatInvoiceRupees } from './tax-document-text';

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
      await promisify(execFile)(process.execPath, [outFile, output], { cwd: scratch });
      const { text } = await readBack(await readFile(output));
      expect(text).toContain('₹3,00,999.50');
    } finally {
      await rm(outFile, { force: true });
      await rm(scratch, { recursive: true, force: true });
    }
  });
});
