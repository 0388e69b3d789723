import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TaxDocument } from '@ticketmela/domain';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, makeStoredUser, storeUser, stubApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { CREDIT_NOTE_ID, DOCUMENT_ID, makeTaxDocument } from '../test/fixtures';

beforeEach(() => storeUser(makeStoredUser({ role: 'user' })));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function serve(document: TaxDocument | null) {
  return stubApi([
    [
      new RegExp(`/tax-documents/${document?.id ?? DOCUMENT_ID}/pdf$`),
      () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 }),
    ],
    [
      new RegExp(`/tax-documents/${document?.id ?? DOCUMENT_ID}$`),
      () =>
        document
          ? jsonResponse(document)
          : jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Document not found' }, 404),
    ],
    [/\/users\/profile$/, () => jsonResponse({ user: makeStoredUser({ role: 'user' }) })],
  ]);
}

const lines = () => within(screen.getByRole('region', { name: 'Lines' })).getByRole('table');
const headers = () =>
  within(lines())
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

async function open(document: TaxDocument) {
  serve(document);
  renderApp(`/invoices/${document.id}`);
  return screen.findByRole('heading', { level: 1, name: document.title });
}

describe('the printable document (/invoices/:id)', () => {
  test('an invoice within the state: CGST and SGST columns, the parties, place of supply, totals and words', async () => {
    await open(makeTaxDocument());

    expect(headers()).toEqual([
      'Description',
      'Qty',
      'Unit price',
      'Taxable value',
      'Rate',
      'CGST',
      'SGST',
      'Amount',
    ]);
    const row = within(lines()).getByRole('row', { name: /Admission: Gold/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Admission: Gold',
      '2',
      '₹1,180.00',
      '₹2,000.00',
      '18%',
      '₹180.00@ 9%',
      '₹180.00@ 9%',
      '₹2,360.00',
    ]);
    const total = within(lines()).getByRole('row', { name: /Total/ });
    expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '', '₹2,000.00', '', '₹180.00', '₹180.00', '₹2,360.00']);

    // Below 640 px the same figures are cards, one per line and one for the totals.
    const cards = within(screen.getByRole('list', { name: 'Lines' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('CGST').nextSibling).toHaveTextContent('₹180.00@ 9%');
    expect(within(cards[1]!).getByText('Amount').nextSibling).toHaveTextContent('₹2,360.00');

    expect(screen.getByText('INV/2627/1')).toBeInTheDocument();
    expect(screen.getByText('20 Nov 2026')).toBeInTheDocument();
    const supplier = screen.getByRole('region', { name: 'Supplier' });
    expect(supplier).toHaveTextContent('Aarav Events LLP');
    expect(supplier).toHaveTextContent('GSTIN: 27AAPFU0939F1ZV');
    expect(supplier).toHaveTextContent('State: Maharashtra (27)');
    const recipient = screen.getByRole('region', { name: 'Recipient' });
    expect(recipient).toHaveTextContent('Ananya Rao');
    expect(recipient).toHaveTextContent('ananya@example.in');
    expect(recipient).not.toHaveTextContent('GSTIN');
    expect(screen.getByText('Place of supply:').nextSibling).toHaveTextContent('Maharashtra (27)');
    expect(screen.getByText('SAC:').nextSibling).toHaveTextContent('999692');
    expect(screen.getByText(/Amount in words:/).parentElement).toHaveTextContent(
      'Amount in words: Rupees Two Thousand Three Hundred Sixty Only',
    );
    expect(screen.queryByText(/no tax is charged/)).not.toBeInTheDocument();
    expect(document.title).toBe('Tax Invoice INV/2627/1 — TicketMela');
  });

  test('an invoice to another state: one IGST column; a business buyer named with its GSTIN', async () => {
    await open(
      makeTaxDocument({
        supplyKind: 'inter',
        placeOfSupply: { code: '29', name: 'Karnataka' },
        recipient: {
          name: 'Ananya Rao',
          email: 'ananya@example.in',
          legalName: 'Rao Consulting Private Limited',
          gstin: '29AAGCR4375J1ZU',
        },
        lines: [
          {
            description: 'Admission',
            quantity: 1,
            unitPricePaise: 118_000,
            totalPaise: 118_000,
            taxablePaise: 100_000,
            rateBasisPoints: 1800,
            cgstPaise: 0,
            sgstPaise: 0,
            igstPaise: 18_000,
          },
        ],
        totals: { totalPaise: 118_000, taxablePaise: 100_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 18_000 },
      }),
    );
    expect(headers()).toEqual([
      'Description',
      'Qty',
      'Unit price',
      'Taxable value',
      'Rate',
      'IGST',
      'Amount',
    ]);
    const row = within(lines()).getByRole('row', { name: /Admission/ });
    expect(within(row).getAllByRole('cell')[5]).toHaveTextContent('₹180.00');
    expect(screen.getByText('Place of supply:').nextSibling).toHaveTextContent('Karnataka (29)');
    const recipient = screen.getByRole('region', { name: 'Recipient' });
    expect(recipient).toHaveTextContent('Rao Consulting Private Limited');
    expect(recipient).toHaveTextContent('GSTIN: 29AAGCR4375J1ZU');
  });

  test('a bill of supply: no tax columns, and it says no tax is charged', async () => {
    await open(
      makeTaxDocument({
        kind: 'bill_of_supply',
        title: 'Bill of Supply',
        supplyKind: 'none',
        supplier: {
          legalName: 'Priya Sharma',
          gstin: null,
          address: '4 Lake Road, Pune',
          state: { code: '27', name: 'Maharashtra' },
        },
        lines: [
          {
            description: 'Admission',
            quantity: 2,
            unitPricePaise: 49_900,
            totalPaise: 99_800,
            taxablePaise: 99_800,
            rateBasisPoints: 0,
            cgstPaise: 0,
            sgstPaise: 0,
            igstPaise: 0,
          },
        ],
        totals: { totalPaise: 99_800, taxablePaise: 99_800, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
      }),
    );
    expect(headers()).toEqual(['Description', 'Qty', 'Unit price', 'Amount']);
    expect(screen.getByText('Bill of supply: no tax is charged')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Supplier' })).toHaveTextContent('Not registered for GST');
    const total = within(lines()).getByRole('row', { name: /Total/ });
    expect(total).toHaveTextContent('₹998.00');
  });

  test('a credit note names its invoice; an invoice lists its credit notes', async () => {
    const invoice = makeTaxDocument({
      creditNotes: [
        {
          id: CREDIT_NOTE_ID,
          kind: 'credit_note',
          number: 'INVC/2627/1',
          issuedAt: '2026-11-25T06:30:00.000Z',
        },
      ],
    });
    await open(invoice);
    const notes = screen.getByRole('region', { name: 'Credit notes against this invoice' });
    expect(within(notes).getByRole('link', { name: 'INVC/2627/1' })).toHaveAttribute(
      'href',
      `/invoices/${CREDIT_NOTE_ID}`,
    );
    expect(notes).toHaveTextContent('INVC/2627/1 dated 25 Nov 2026');
    vi.unstubAllGlobals();

    const creditNote = makeTaxDocument({
      id: CREDIT_NOTE_ID,
      kind: 'credit_note',
      title: 'Credit Note',
      number: 'INVC/2627/1',
      original: {
        id: DOCUMENT_ID,
        kind: 'tax_invoice',
        number: 'INV/2627/1',
        issuedAt: '2026-11-20T06:30:00.000Z',
      },
      pdfUrl: `/api/tax-documents/${CREDIT_NOTE_ID}/pdf`,
    });
    serve(creditNote);
    renderApp(`/invoices/${CREDIT_NOTE_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Credit Note' });
    expect(screen.getByText(/Against invoice/)).toHaveTextContent(
      'Against invoice INV/2627/1 dated 20 Nov 2026',
    );
    expect(screen.getByRole('link', { name: 'INV/2627/1' })).toHaveAttribute(
      'href',
      `/invoices/${DOCUMENT_ID}`,
    );
  });

  test('Print prints; Download PDF is a link to the PDF that fetches it with the token', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    const fetchMock = serve(makeTaxDocument());
    renderApp(`/invoices/${DOCUMENT_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Tax Invoice' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);

    const download = screen.getByRole('link', { name: 'Download PDF' });
    expect(download).toHaveAttribute('href', `/api/tax-documents/${DOCUMENT_ID}/pdf`);
    expect(download).toHaveAttribute('download', 'INV-2627-1.pdf');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(download);
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.find(([input]) =>
      String(input).endsWith('/pdf'),
    )! as unknown as [string, RequestInit];
    expect(url).toBe(`/api/tax-documents/${DOCUMENT_ID}/pdf`);
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer test-token');
    expect(click).toHaveBeenCalled();

    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test("a document that is not there, or not this person's, is the app's Page Not Found", async () => {
    serve(null);
    renderApp(`/invoices/${DOCUMENT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
