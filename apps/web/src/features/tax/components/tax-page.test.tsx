import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVALID_GSTIN_MESSAGE, type TaxProfile } from '@ticketmela/domain';
import axe from 'axe-core';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, makeStoredUser, storeUser, stubApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import {
  CREDIT_NOTE_ID,
  DOCUMENT_ID,
  makeDocumentRow,
  makeMonthReport,
  makeTaxProfile,
  ORGANIZER_ID,
} from '../test/fixtures';

const organizer = makeStoredUser({ _id: ORGANIZER_ID, role: 'organizer', name: 'Priya Sharma' });

// 1:30 am on 1 December in India, still 30 November in UTC: the page opens on India's month.
const NOW = new Date('2026-11-30T20:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  storeUser(organizer);
});
afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

interface Served {
  monthCalls: URLSearchParams[];
  puts: unknown[];
}

function serve({
  profile = makeTaxProfile(),
  report = (params: URLSearchParams) => jsonResponse(makeMonthReport(params.get('month') ?? '')),
  put = (body: unknown) => jsonResponse({ ...(body as TaxProfile), saved: true }),
}: {
  profile?: TaxProfile;
  report?: (params: URLSearchParams) => Response;
  put?: (body: unknown) => Response;
} = {}): Served {
  const served: Served = { monthCalls: [], puts: [] };
  const fetchMock = stubApi([
    [
      /\/tax\/documents\?/,
      (url) => {
        const params = new URL(url, 'http://localhost').searchParams;
        served.monthCalls.push(params);
        return report(params);
      },
    ],
    [/\/tax-profile$/, () => jsonResponse(profile)],
    // The session's profile check answers whoever is signed in.
    [
      /\/users\/profile$/,
      () => jsonResponse({ user: JSON.parse(window.localStorage.getItem('user') ?? '{}') }),
    ],
  ]);
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PUT' && String(input).endsWith('/tax-profile')) {
      const body = JSON.parse(String(init.body));
      served.puts.push(body);
      return put(body);
    }
    return answer(input);
  });
  return served;
}

const documentsTable = () =>
  within(screen.getByRole('region', { name: /^Documents of / })).getByRole('table');

describe('the Tax page (/organizer/tax)', () => {
  test("opens on the current month in India's time, with its documents, summary and CSV", async () => {
    const served = serve({
      report: (params) =>
        jsonResponse(
          makeMonthReport(params.get('month') ?? '', {
            documents: [
              makeDocumentRow({ recipientGstin: '29AAGCR4375J1ZU', recipientName: 'Rao Consulting' }),
              makeDocumentRow({
                id: CREDIT_NOTE_ID,
                kind: 'credit_note',
                number: 'INVC/2627/1',
                originalNumber: 'INV/2627/1',
                totals: {
                  totalPaise: 118_000,
                  taxablePaise: 100_000,
                  cgstPaise: 9_000,
                  sgstPaise: 9_000,
                  igstPaise: 0,
                },
              }),
            ],
          }),
        ),
    });
    renderApp('/organizer/tax');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tax' })).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveValue('2026-12');
    await screen.findByRole('region', { name: 'Documents of December 2026' });
    expect(served.monthCalls[0]?.get('month')).toBe('2026-12');
    expect(served.monthCalls[0]?.has('organizerId')).toBe(false);

    const headers = within(documentsTable())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Number',
      'Document',
      'Date',
      'Event',
      'Recipient',
      'Place of supply',
      'Taxable',
      'Tax',
      'Total',
    ]);
    const invoiceRow = within(documentsTable()).getByRole('row', { name: /^INV\/2627\/1/ });
    expect(within(invoiceRow).getByRole('link', { name: 'INV/2627/1' })).toHaveAttribute(
      'href',
      `/invoices/${DOCUMENT_ID}`,
    );
    expect(invoiceRow).toHaveTextContent('Tax Invoice');
    expect(invoiceRow).toHaveTextContent('Rao Consulting29AAGCR4375J1ZU');
    expect(invoiceRow).toHaveTextContent('Maharashtra (27)');
    expect(invoiceRow).toHaveTextContent('₹2,000.00₹360.00₹2,360.00');
    const creditRow = within(documentsTable()).getByRole('row', { name: /^INVC\/2627\/1/ });
    expect(creditRow).toHaveTextContent('Credit Noteagainst INV/2627/1');

    const summary = within(screen.getByRole('region', { name: /^Summary for the GST return/ })).getByRole(
      'table',
    );
    expect(
      within(summary)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Section',
      'Document type',
      'Place of supply',
      'Rate',
      'Documents',
      'Taxable value',
      'CGST',
      'SGST',
      'IGST',
      'Total',
    ]);
    expect(within(summary).getByRole('row', { name: /B2C/ })).toHaveTextContent(
      'B2CInvoicesMaharashtra (27)18%1₹2,000.00₹180.00₹180.00₹0.00₹2,360.00',
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/tax/summary.csv?month=2026-12',
    );
  });

  test('another month is fetched when chosen, and the CSV link carries it', async () => {
    const served = serve();
    renderApp('/organizer/tax');
    await screen.findByRole('region', { name: 'Documents of December 2026' });
    // jsdom's month input takes a whole value at once, as a browser's picker gives it.
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-10' } });
    await screen.findByRole('region', { name: 'Documents of October 2026' });
    expect(served.monthCalls.at(-1)?.get('month')).toBe('2026-10');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/tax/summary.csv?month=2026-10',
    );
  });

  test('a month without documents says so', async () => {
    serve({
      report: (params) =>
        jsonResponse(makeMonthReport(params.get('month') ?? '', { documents: [], summary: [] })),
    });
    renderApp('/organizer/tax?month=2026-06');
    expect(await screen.findByText('No documents in June 2026')).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveValue('2026-06');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test('the tax details load, show the numbering, and save with PUT and a toast', async () => {
    const served = serve({
      profile: makeTaxProfile({ saved: false, gstin: null, stateCode: null, legalName: 'Priya Sharma' }),
    });
    renderApp('/organizer/tax');
    const form = await screen.findByRole('form', { name: 'Tax details' });
    expect(within(form).getByText('Not saved yet')).toBeInTheDocument();
    expect(within(form).getByLabelText('Legal name')).toHaveValue('Priya Sharma');
    expect(within(form).getByText('Leave empty if you are not registered for GST')).toBeInTheDocument();
    // 1 December 2026 falls in the financial year 2026-27.
    expect(within(form).getByText('INV/2627/1')).toBeInTheDocument();
    expect(within(form).getByText('INVC/2627/1')).toBeInTheDocument();

    const user = userEvent.setup();
    const prefix = within(form).getByLabelText('Invoice prefix');
    await user.clear(prefix);
    await user.type(prefix, 'tm');
    expect(within(form).getByText('TM/2627/1')).toBeInTheDocument();
    // A GSTIN fills the State it names while none is chosen.
    await user.type(within(form).getByLabelText('GSTIN'), '27aapfu0939f1zv');
    expect(within(form).getByLabelText('State')).toHaveValue('27');
    await user.click(within(form).getByRole('button', { name: 'Save tax details' }));

    expect(await screen.findByText('Tax details saved')).toBeInTheDocument();
    expect(served.puts).toEqual([
      {
        legalName: 'Priya Sharma',
        gstin: '27AAPFU0939F1ZV',
        address: '12 Marine Drive\nMumbai 400020',
        stateCode: '27',
        invoicePrefix: 'TM',
        sac: '999692',
      },
    ]);
    await waitFor(() => expect(within(form).queryByText('Not saved yet')).not.toBeInTheDocument());
  });

  test("a wrong GSTIN is refused before saving; the server's field errors show under their fields", async () => {
    const served = serve({
      put: () =>
        jsonResponse(
          {
            statusCode: 400,
            code: 'VALIDATION_ERROR',
            message: 'Enter a 6-digit SAC, like 999692',
            field: 'sac',
          },
          400,
        ),
    });
    renderApp('/organizer/tax');
    const form = await screen.findByRole('form', { name: 'Tax details' });
    const user = userEvent.setup();
    const gstin = within(form).getByLabelText('GSTIN');
    await user.clear(gstin);
    await user.type(gstin, '27AAPFU0939F1ZW');
    await user.click(within(form).getByRole('button', { name: 'Save tax details' }));
    expect(await within(form).findByText(INVALID_GSTIN_MESSAGE)).toBeInTheDocument();
    expect(gstin).toHaveFocus();
    expect(served.puts).toEqual([]);

    // The GSTIN's state must be the state chosen.
    await user.clear(gstin);
    await user.type(gstin, '27AAPFU0939F1ZV');
    await user.selectOptions(within(form).getByLabelText('State'), 'Karnataka');
    await user.click(within(form).getByRole('button', { name: 'Save tax details' }));
    expect(
      await within(form).findByText("The state must be the GSTIN's state (its first two digits)"),
    ).toBeInTheDocument();
    expect(served.puts).toEqual([]);

    await user.selectOptions(within(form).getByLabelText('State'), 'Maharashtra');
    await user.click(within(form).getByRole('button', { name: 'Save tax details' }));
    await waitFor(() => expect(within(form).getByLabelText('SAC')).toHaveAttribute('aria-invalid', 'true'));
    expect(served.puts).toHaveLength(1);
    expect(screen.getAllByText('Enter a 6-digit SAC, like 999692')).toHaveLength(2);
  });

  test('has no axe violations', async () => {
    serve();
    const { container } = renderApp('/organizer/tax');
    await screen.findByRole('region', { name: 'Documents of December 2026' });
    await screen.findByRole('form', { name: 'Tax details' });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test('an attendee is sent to their dashboard', async () => {
    storeUser(makeStoredUser({ role: 'user' }));
    serve();
    const { router } = renderApp('/organizer/tax');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe("an organizer's tax documents for an admin (/admin/organizer/:id/tax)", () => {
  test("asks for that organizer's month and shows whose it is, with no form", async () => {
    storeUser(makeStoredUser({ role: 'admin', name: 'Admin' }));
    const served = serve();
    renderApp(`/admin/organizer/${ORGANIZER_ID}/tax`);
    await screen.findByRole('region', { name: 'Documents of December 2026' });
    expect(served.monthCalls[0]?.get('organizerId')).toBe(ORGANIZER_ID);
    expect(screen.getByText('Legal name').nextSibling).toHaveTextContent('Aarav Events LLP');
    expect(screen.getByText('GSTIN').nextSibling).toHaveTextContent('27AAPFU0939F1ZV');
    expect(screen.queryByRole('form', { name: 'Tax details' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Organizer Details' })).toHaveAttribute(
      'href',
      `/admin/organizer/${ORGANIZER_ID}`,
    );
  });
});
