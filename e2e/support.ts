import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Password@123';
export const DEMO = {
  admin: 'admin@ticketmela.in',
  organizer: 'priya@ticketmela.in',
  attendee: 'ananya@ticketmela.in',
} as const;

let counter = 0;
/** A fresh identity for one test: unique e-mail and 10-digit phone. */
export function newPerson(prefix = 'e2e') {
  counter += 1;
  const stamp = `${Date.now()}${counter}`.slice(-8);
  return {
    name: `Asha Verma ${counter}`,
    email: `${prefix}.${stamp}@example.com`,
    phone: `7${stamp.padStart(9, '0')}`.slice(0, 10),
    password: 'secret123',
  };
}

/** Registers the person and answers their user (registration itself answers no user: decision 0028). */
export async function registerViaApi(request: APIRequestContext, person: ReturnType<typeof newPerson>) {
  const response = await request.post('/api/auth/register', { data: person });
  expect(response.status(), await response.text()).toBe(201);
  return (await loginViaApi(request, person.email, person.password)).user;
}

export async function loginViaApi(request: APIRequestContext, identifier: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { identifier, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { user: Record<string, unknown> & { _id: string }; token: string };
}

/** Signs the browser in the way the app does: the user with its token under localStorage `user`. */
export async function signInAs(page: Page, request: APIRequestContext, identifier: string, password: string) {
  const session = await loginViaApi(request, identifier, password);
  await page.addInitScript(
    (stored) => {
      if (!window.sessionStorage.getItem('e2e-signed-in')) {
        window.localStorage.setItem('user', stored);
        window.sessionStorage.setItem('e2e-signed-in', '1');
      }
    },
    JSON.stringify({ ...session.user, token: session.token }),
  );
  return session;
}

/**
 * Waits until the app has taken over the page the server drew (decision 0022): its links work at once, its buttons
 * act from then on (one pressed earlier is held and pressed again then: early-clicks.spec.ts).
 */
export async function waitForTakeover(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.getElementById('root');
        return root ? Object.keys(root).some((key) => key.startsWith('__reactContainer')) : false;
      }),
    )
    .toBe(true);
}

/** A screenshot for a person to look at, written only when E2E_SCREENSHOTS names a folder: `<name>-<width>.png`. */
export async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage });
}

export interface OrganizerEventOptions {
  /** Whose event it is: the demo organizer unless another account is named (a user's first event makes them one). */
  organizer?: { identifier: string; password: string };
  price?: number;
  totalSeats?: number;
  daysAhead?: number;
  city?: string;
  venueName?: string;
  description?: string;
}

/** A fresh single-price event (of the demo organizer by default), made through the API; its id and the organizer's token. */
export async function createEventAsOrganizer(
  request: APIRequestContext,
  title: string,
  {
    organizer = { identifier: DEMO.organizer, password: DEMO_PASSWORD },
    price = 400,
    totalSeats = 50,
    daysAhead = 7,
    city = 'Chennai',
    venueName = 'Music Academy',
    description = 'Carnatic evening with a full orchestra; doors open an hour early.',
  }: OrganizerEventOptions = {},
) {
  const { token } = await loginViaApi(request, organizer.identifier, organizer.password);
  const categories = (await (await request.get('/api/categories')).json()) as { _id: string }[];
  const response = await request.post('/api/events', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title,
      description,
      date: new Date(Date.now() + daysAhead * 86_400_000).toISOString(),
      categoryId: categories[0]!._id,
      city,
      venue: { name: venueName, address: null, coordinates: null, placeId: null },
      hasTicketCategories: false,
      price,
      totalSeats,
      useDefaultRefundPolicy: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return {
    eventId: ((await response.json()) as { event: { _id: string } }).event._id,
    organizerToken: token,
  };
}

/**
 * axe-core with the WCAG 2.x A/AA rules; the page must have no violations. Checked once the page's finite
 * animations have ended: text caught half-faded (a toast arriving or leaving) is not what anyone reads. A toast's
 * timer can run out while axe is reading the page, so an analysis during which an animation or transition started
 * is taken again (a violation that stays fails every time).
 */
export async function expectNoAxeViolations(
  page: Page,
  {
    alsoRules = [],
  }: {
    /** Rules outside the WCAG tags to check as well (axe's best practices: 'heading-order'). */ alsoRules?: string[];
  } = {},
) {
  const ANALYSES = 4;
  let summary: { id: string; impact: string | null | undefined; nodes: string[] }[] = [];
  for (let analysis = 1; analysis <= ANALYSES; analysis += 1) {
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    );
    await page.evaluate(() => {
      const marker = window as unknown as { __axeSawMotion?: boolean };
      marker.__axeSawMotion = false;
      const saw = () => {
        marker.__axeSawMotion = true;
      };
      for (const type of ['animationstart', 'transitionstart', 'transitionrun']) {
        document.addEventListener(type, saw, { capture: true, once: true });
      }
    });
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .options({ rules: Object.fromEntries(alsoRules.map((rule) => [rule, { enabled: true }])) })
      .analyze();
    summary = results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
    const movedMeanwhile = await page.evaluate(
      () => (window as unknown as { __axeSawMotion?: boolean }).__axeSawMotion === true,
    );
    if (summary.length === 0 || !movedMeanwhile) break;
  }
  expect(summary).toEqual([]);
}

/** The payment step puts UPI first on a phone: a spec paying by card chooses the card (already chosen on a computer). */
export async function chooseCardPayment(page: Page) {
  await page.getByRole('radio', { name: 'Card', exact: true }).check();
}

/** On a phone the navigation sits behind the menu toggle. */
export async function openMenuIfCollapsed(page: Page) {
  const toggle = page.getByRole('button', { name: /menu/i });
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
}

/**
 * Holds back a drawn page's entry module (imported after the first paint) until the returned function is called, so
 * a test can act on the page before the app takes it over. Needs `test.use({ serviceWorkers: 'block' })`: a service
 * worker would bypass page.route.
 */
export async function holdTheApp(page: Page, path: string): Promise<() => void> {
  const html = await (await page.request.get(path)).text();
  expect(html).toContain('data-server-rendered');
  const entry = /import\("(\/assets\/[^"]+\.js)"\)/.exec(html)?.[1];
  expect(entry, "the drawn page's entry module").toBeDefined();
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${entry}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The page's errors; the map's tiles, fetched from the internet this machine may not reach, are not the page's. */
export function consoleErrors(page: Page, site: string): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const from = message.location().url;
    const external = from !== '' && new URL(from).origin !== new URL(site).origin;
    if (message.type() === 'error' && !external) errors.push(`${message.text()} (${from})`);
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** True once the app has taken the drawn page over (React's container key is on #root). */
export const isTakenOver = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root');
    return root ? Object.keys(root).some((key) => key.startsWith('__reactContainer')) : false;
  });

/** On a phone the event list folds its filters after the search behind a 'Filters' button: opens them. */
export async function openListFiltersIfCollapsed(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true')
    await toggle.click();
}

/** Rupees the way the site shows them (en-IN): ₹1,50,000. */
export function inr(rupees: number): string {
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(rupees);
}

/**
 * Names tickets 2 to `count` in the checkout's ticket cards ("Ticket 2 · Gold"); ticket 1 carries the buyer's name
 * already (decision 0042).
 */
export async function nameOtherTickets(scope: Page | Locator, count: number) {
  for (let ticket = 2; ticket <= count; ticket += 1) {
    await scope
      .getByRole('group', { name: new RegExp(`^Ticket ${ticket}\\b`) })
      .getByLabel('Name')
      .fill(`Guest ${ticket}`);
  }
}
