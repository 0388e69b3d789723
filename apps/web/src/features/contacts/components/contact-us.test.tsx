import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, stubApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const form = () => screen.getByRole('form', { name: 'Contact form' });

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(within(form()).getByRole('textbox', { name: 'Name' }), 'Rahul Mehta');
  await user.type(within(form()).getByRole('textbox', { name: 'Email' }), 'rahul@example.com');
  await user.type(within(form()).getByRole('textbox', { name: 'Phone Number' }), '9876543210');
  await user.selectOptions(within(form()).getByRole('combobox', { name: 'Subject' }), 'Refund Request');
  await user.type(within(form()).getByRole('textbox', { name: 'Message' }), 'My refund has not arrived.');
}

describe('Contact Us (/contact)', () => {
  test('headline, contact details with reply times and support hours, and the FAQ', async () => {
    stubApi([]);
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get in Touch' })).toBeInTheDocument();
    // One promise, said twice: every message within 24-48 hours, most within 24 (the e-mail line).
    expect(
      screen.getByText(/answers\s+every message within 24-48 hours, most of them within 24\./),
    ).toBeInTheDocument();
    const details = screen.getByRole('heading', { name: 'Contact Information' }).parentElement!;
    expect(within(details).getByRole('link', { name: 'support@ticketmela.in' })).toHaveAttribute(
      'href',
      'mailto:support@ticketmela.in',
    );
    expect(within(details).getByText('Most replies within 24 hours')).toBeInTheDocument();
    expect(within(details).getByText('Mon-Fri 9 AM - 6 PM IST')).toBeInTheDocument();
    const faq = screen.getByRole('heading', { name: 'Frequently Asked Questions' }).parentElement!;
    expect(within(faq).getByText(/choose Cancel Booking.*event's cancellation policy/)).toBeInTheDocument();
    expect(within(faq).getByText(/non-transferable/)).toBeInTheDocument();
    expect(within(faq).getByText(/major credit and debit cards and UPI/)).toBeInTheDocument();
  });

  test("the form: the general subjects and a 6-row message; the required fields' messages", async () => {
    const fetchMock = stubApi([]);
    const user = userEvent.setup();
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Get in Touch' });
    const subject = within(form()).getByRole('combobox', { name: 'Subject' });
    expect(
      within(subject)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select a subject',
      'Booking Issue',
      'Payment Problem',
      'Event Inquiry',
      'Technical Support',
      'Refund Request',
      'Account Issue',
      'Feature Request',
      'Other',
    ]);
    expect(within(form()).getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '6');
    await user.click(within(form()).getByRole('button', { name: 'Send Message' }));
    expect(await within(form()).findByText('Name is required')).toBeInTheDocument();
    expect(within(form()).getByText('Email is required')).toBeInTheDocument();
    expect(within(form()).getByText('Please select a subject')).toBeInTheDocument();
    expect(within(form()).getByText('Message is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/contacts/general'))).toBe(false);
  });

  test("sends, says 'Sending Message...' meanwhile, toasts the spec text and clears the form", async () => {
    let release: () => void = () => {};
    const fetchMock = stubApi([
      [
        /\/contacts\/general$/,
        async () => {
          await new Promise<void>((resolve) => (release = resolve));
          return jsonResponse({ status: 'success', message: 'sent' }, 201);
        },
      ],
    ]);
    const user = userEvent.setup();
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Get in Touch' });
    await fillForm(user);
    await user.click(within(form()).getByRole('button', { name: 'Send Message' }));

    expect(await within(form()).findByRole('button', { name: 'Sending Message...' })).toBeDisabled();
    release();
    expect(
      await screen.findByText("Message sent successfully! We'll get back to you soon."),
    ).toBeInTheDocument();
    for (const name of ['Name', 'Email', 'Phone Number', 'Message']) {
      expect(within(form()).getByRole('textbox', { name })).toHaveValue('');
    }
    expect(within(form()).getByRole('combobox', { name: 'Subject' })).toHaveValue('');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/contacts/general'));
    expect(JSON.parse(String((call as unknown as [string, RequestInit])[1].body))).toEqual({
      name: 'Rahul Mehta',
      email: 'rahul@example.com',
      phone: '9876543210',
      subject: 'Refund Request',
      message: 'My refund has not arrived.',
    });
  });

  test("a failure keeps what was typed and says 'Failed to send message. Please try again.'", async () => {
    stubApi([[/\/contacts\/general$/, () => new Response('', { status: 500 })]]);
    const user = userEvent.setup();
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Get in Touch' });
    await fillForm(user);
    await user.click(within(form()).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(within(form()).getByRole('textbox', { name: 'Message' })).toHaveValue(
      'My refund has not arrived.',
    );
  });

  test('the honeypot is hidden from people and assistive technology, and is sent when a bot fills it', async () => {
    const fetchMock = stubApi([
      [/\/contacts\/general$/, () => jsonResponse({ status: 'success', message: 'ok' }, 201)],
    ]);
    const user = userEvent.setup();
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Get in Touch' });
    expect(within(form()).queryByRole('textbox', { name: 'Leave this field empty' })).not.toBeInTheDocument();
    const trap = screen.getByLabelText('Leave this field empty');
    expect(trap).toHaveAttribute('tabindex', '-1');
    await fillForm(user);
    await user.type(trap, 'http://spam.example');
    await user.click(within(form()).getByRole('button', { name: 'Send Message' }));
    await screen.findByText("Message sent successfully! We'll get back to you soon.");
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/contacts/general'));
    expect(JSON.parse(String((call as unknown as [string, RequestInit])[1].body)).website).toBe(
      'http://spam.example',
    );
  });
});
