import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  chooseCardPayment,
  createEventAsOrganizer,
  DEMO,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  inr,
  nameOtherTickets,
  newPerson,
  registerViaApi,
  shoot,
  signInAs,
} from './support';

/**
 * GST documents as people meet them (issue 27): a buyer gives their company's GSTIN at checkout, downloads the tax
 * invoice from the ticket page, cancels, and downloads the credit note from the cancelled booking; the organizer
 * finds both on the Tax page and downloads the month's CSV. The demo organizer is registered for GST in
 * Maharashtra, so a Mumbai event's invoice carries CGST and SGST.
 */

const BUYER_GSTIN = '29AAGCB7383J1Z4';
const BUYER_COMPANY = 'Bytes Private Limited';

async function pdfText(download: Download): Promise<string> {
  const file = await readFile((await download.path())!);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(file)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** Clicks a download link and waits for the file the browser saves. */
async function downloadFrom(page: Page, name: string): Promise<Download> {
  const saved = page.waitForEvent('download', { timeout: 0 });
  await page.getByRole('link', { name }).first().click();
  return saved;
}

test('@phone buy with GST details, download the invoice, cancel, download the credit note; the organizer finds both', async ({
  page,
  browser,
  request,
}) => {
  // Two sign-ins, a purchase, a cancellation and four downloads on a shared CI machine.
  test.setTimeout(180_000);
  const title = `GST Night ${Date.now()}`;
  const { eventId } = await createEventAsOrganizer(request, title, {
    price: 1180,
    totalSeats: 50,
    daysAhead: 30,
    city: 'Mumbai',
    venueName: 'NSCI Dome',
    description: 'An evening of ghazals, with a GST invoice for every ticket.',
  });
  const person = newPerson('gstbuyer');
  await registerViaApi(request, person);
  const { token } = await signInAs(page, request, person.email, person.password);

  await page.goto(`/events/${eventId}`);
  await page.getByLabel('Number of seats').selectOption('2');
  await nameOtherTickets(page, 2);
  await page.getByLabel('GST details for a business invoice').check();
  await page.getByLabel('GSTIN').fill('29AAGCB7383J1Z5');
  await page.getByLabel('Legal name').fill(BUYER_COMPANY);
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText('Enter a valid 15-character GSTIN, like 27AAPFU0939F1ZV')).toBeVisible();
  await page.getByLabel('GSTIN').fill(BUYER_GSTIN.toLowerCase());
  await page.getByRole('button', { name: 'Book Now' }).click();
  await chooseCardPayment(page);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${inr(2360)}` }).click();
  await expect(page.getByRole('heading', { name: "You're Registered!" })).toBeVisible();

  const mine = await request.get('/api/bookings/user', { headers: { Authorization: `Bearer ${token}` } });
  const [booking] = (await mine.json()) as { _id: string; invoice: { number: string } }[];
  const invoiceNumber = booking!.invoice.number;

  await page.goto(`/ticket/${booking!._id}`);
  const invoice = await pdfText(await downloadFrom(page, 'Download invoice'));
  for (const expected of [
    'Tax Invoice',
    invoiceNumber,
    BUYER_GSTIN,
    BUYER_COMPANY,
    'Maharashtra (27)',
    '999692',
    '₹2,000.00',
    '₹180.00',
    '₹2,360.00',
    'Rupees Two Thousand Three Hundred Sixty Only',
  ]) {
    expect(invoice).toContain(expected);
  }

  await page.getByRole('link', { name: 'View invoice' }).click();
  await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
  await expect(page.getByText(invoiceNumber).first()).toBeVisible();
  await expect(page.getByText(BUYER_GSTIN).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'tax-invoice');

  await page.goto(`/ticket/${booking!._id}`);
  await page.getByRole('button', { name: 'Cancel Booking' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel Booking' })
    .getByRole('button', { name: 'Yes, Cancel Booking' })
    .click();
  await expect(page).toHaveURL(/\/cancelled-bookings$/);
  const card = page.getByRole('article', { name: title });
  await expect(card.getByRole('link', { name: 'Download credit note' })).toBeVisible();
  const creditSaved = page.waitForEvent('download', { timeout: 0 });
  await card.getByRole('link', { name: 'Download credit note' }).click();
  const creditNote = await pdfText(await creditSaved);
  expect(creditNote).toContain('Credit Note');
  expect(creditNote).toContain(`Against invoice ${invoiceNumber}`);
  expect(creditNote).toContain('₹2,360.00');
  await shoot(page, 'cancelled-with-credit-note');
  const cancelled = await request.get('/api/bookings/user/cancelled', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [withNote] = (await cancelled.json()) as { creditNotes: { number: string }[] }[];
  const creditNoteNumber = withNote!.creditNotes[0]!.number;
  expect(creditNote).toContain(creditNoteNumber);

  // The organizer, in a browser of their own.
  const organizerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const organizerPage = await organizerContext.newPage();
  await signInAs(organizerPage, request, DEMO.organizer, DEMO_PASSWORD);
  await organizerPage.goto('/organizer/tax');
  const documents = organizerPage.getByRole('table').filter({ hasText: invoiceNumber });
  await expect(documents.getByText(invoiceNumber).first()).toBeVisible();
  await expect(documents.getByText(creditNoteNumber).first()).toBeVisible();
  const csvSaved = organizerPage.waitForEvent('download', { timeout: 0 });
  await organizerPage.getByRole('link', { name: 'Download CSV' }).click();
  const csv = await readFile((await (await csvSaved).path())!, 'utf8');
  expect(csv).toContain('B2B,Invoice,Maharashtra,27,18.00');
  expect(csv).toContain('B2B,Credit note,Maharashtra,27,18.00');
  await expectNoAxeViolations(organizerPage);
  await shoot(organizerPage, 'tax-page');
  await organizerContext.close();
});
