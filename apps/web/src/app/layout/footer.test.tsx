import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_REFUND_TIERS } from '@ticketmela/domain';
import { describe, expect, test } from 'vitest';
import { stubApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const FOOTER_PAGES = [
  ['Help Center', '/help', 'How can we help?'],
  ['Contact Us', '/contact', 'Get in Touch'],
  ['FAQ', '/faq', 'Frequently Asked Questions'],
  ['Terms & Conditions', '/terms', 'Terms of Use'],
  ['Privacy Policy', '/privacy', 'Your Data at TicketMela'],
  ['Cookie Policy', '/cookies', 'Cookies and Browser Storage'],
  ['Refund Policy', '/refund-policy', 'Cancellations and Refunds'],
] as const;

async function footer() {
  return within(await screen.findByRole('contentinfo'));
}

describe('footer', () => {
  test('no link leads nowhere: every footer link has a real address', async () => {
    stubApi([]);
    renderApp('/faq');
    const links = (await footer()).getAllByRole('link');
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) expect(link.getAttribute('href')).not.toMatch(/^#?$/);
  });

  test.each(FOOTER_PAGES)('%s leads to %s, a page of its own', async (label, path, heading) => {
    stubApi([]);
    const user = userEvent.setup();
    renderApp(path === '/help' ? '/faq' : '/help');
    const link = (await footer()).getByRole('link', { name: label });
    expect(link).toHaveAttribute('href', path);
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  test('the Refund Policy states the standard tiers from the rule the refunds use', async () => {
    stubApi([]);
    renderApp('/refund-policy');
    const table = await screen.findByRole('table', { name: 'Standard refund by time before the event' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      `7 or more days before the event${DEFAULT_REFUND_TIERS.sevenDaysOrMore}% of what you paid`,
      `1 to 7 days before the event${DEFAULT_REFUND_TIERS.oneToDays}% of what you paid`,
      `Less than 24 hours before the event${DEFAULT_REFUND_TIERS.lessThanDay}% of what you paid`,
    ]);
    expect(screen.getByText(/5-10 business days/)).toBeInTheDocument();
  });
});
