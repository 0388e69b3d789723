import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

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

export async function registerViaApi(request: APIRequestContext, person: ReturnType<typeof newPerson>) {
  const response = await request.post('/api/auth/register', { data: person });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).user as { _id: string };
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

/** axe-core with the WCAG 2.x A/AA rules; the page must have no violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

/** On a phone the navigation sits behind the menu toggle. */
export async function openMenuIfCollapsed(page: Page) {
  const toggle = page.getByRole('button', { name: /menu/i });
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
}
