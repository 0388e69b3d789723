import { expect, type Locator, type Page, test } from '@playwright/test';
import { bookTicket } from './check-in-support';
import { launchWithFakeCamera, projectContextOptions, qrCodeVideo } from './fake-camera';
import {
  chooseCardPayment,
  createEventAsOrganizer,
  DEMO,
  DEMO_PASSWORD,
  inr,
  newPerson,
  registerViaApi,
  signInAs,
} from './support';

/**
 * Toasts are drawn above every overlay (dialogs, the scanner) and, on a phone, never over the fields being filled
 * (issue 24, decision 0033).
 */

/** The toast bar (react-hot-toast's role=status message sits inside it) that says `text`. */
function toastBar(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text }).locator('xpath=..');
}

/**
 * The toast saying `text` is in the accessibility tree, and what the browser draws at its centre is the toast itself.
 * Checked on every frame: a success toast leaves after 2 s, and a leaving toast lets presses through.
 */
async function expectToastOnTop(page: Page, text: string) {
  await page.waitForFunction(
    (wanted) => {
      const status = Array.from(document.querySelectorAll('[role=status]')).find((element) =>
        element.textContent?.includes(wanted),
      );
      const bar = status?.parentElement;
      if (!bar) return false;
      const box = bar.getBoundingClientRect();
      return bar.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    },
    text,
    { polling: 'raf', timeout: 15_000 },
  );
  await expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
}

/** Screenshots for a person to look at, written only when E2E_SCREENSHOTS names a folder. */
async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/toast-${name}-${page.viewportSize()?.width}.png` });
}

test('a toast raised while a dialog is open is drawn above the dialog @phone', async ({ page, request }) => {
  const { eventId } = await createEventAsOrganizer(request, `Toast Mushaira ${Date.now()}`);
  const person = newPerson('toast-modal');
  await registerViaApi(request, person);
  await signInAs(page, request, person.email, person.password);
  await page.route('**/api/reports', (route) =>
    route.fulfill({ status: 503, json: { statusCode: 503, code: 'INTERNAL', message: 'Unavailable' } }),
  );
  await page.goto(`/events/${eventId}`);
  await page.getByRole('button', { name: 'Report Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report Event' });
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expectToastOnTop(page, 'Failed to submit report. Please try again.');
  await expect(dialog).toBeVisible();
  await shoot(page, 'over-dialog');
});

test('a toast raised while the scanner is open is drawn above the scanner @phone', async ({ request }) => {
  test.slow(); // the first scan waits for the decoder's wasm
  const { eventId } = await createEventAsOrganizer(request, `Toast Kutcheri ${Date.now()}`);
  const ticket = await bookTicket(request, eventId, 1);
  const browser = await launchWithFakeCamera(await qrCodeVideo(ticket.qrCode), true);
  try {
    const context = await browser.newContext({ ...projectContextOptions(), permissions: ['camera'] });
    const page = await context.newPage();
    await signInAs(page, request, DEMO.organizer, DEMO_PASSWORD);
    await page.goto(`/events/verify/${eventId}`);
    await page.getByRole('button', { name: 'Start QR Scanner' }).click();
    const scanner = page.getByRole('dialog', { name: 'Scan Ticket QR Code' });
    await expect(scanner.getByText('Camera Ready')).toBeVisible();
    await scanner.getByRole('button', { name: 'Auto Scan' }).click();
    await expect(scanner.getByRole('heading', { name: 'Verification Successful' })).toBeVisible({
      timeout: 30_000,
    });
    await expectToastOnTop(page, 'Ticket verified successfully!');
    await context.close();
  } finally {
    await browser.close();
  }
});

test('after a declined card, the toast covers none of the card form @phone', async ({ page, request }) => {
  const price = 350;
  const { eventId } = await createEventAsOrganizer(request, `Toast Ghazal ${Date.now()}`, { price });
  const person = newPerson('toast-decline');
  await registerViaApi(request, person);
  await signInAs(page, request, person.email, person.password);
  await page.goto(`/events/${eventId}`);
  await page.getByRole('button', { name: 'Book Now' }).click();
  await chooseCardPayment(page);
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  // As a person filling the form has it: its last fields just under the sticky header, where toasts used to land.
  await page.getByText('CVC', { exact: true }).evaluate((label) => {
    window.scrollBy(0, label.getBoundingClientRect().top - 80);
  });
  await page.getByRole('button', { name: `Pay ${inr(price)}` }).click();
  await expectToastOnTop(page, 'Your card was declined.');
  const toast = toastBar(page, 'Your card was declined.');

  const form = page.locator('form').filter({ has: page.getByLabel('CVC') });
  const fieldsAndLabels = await form.locator('label, input').elementHandles();
  // Measured together, in the page, once the toast has slid into place: no label or field shares a pixel with it.
  await expect
    .poll(() =>
      toast.evaluate((bar, elements) => {
        const t = bar.getBoundingClientRect();
        return elements
          .map((element) => (element as Element).getBoundingClientRect())
          .filter(
            (r) =>
              r.width > 0 && r.top < t.bottom && r.bottom > t.top && r.left < t.right && r.right > t.left,
          ).length;
      }, fieldsAndLabels),
    )
    .toBe(0);
  await shoot(page, 'after-decline');
});
