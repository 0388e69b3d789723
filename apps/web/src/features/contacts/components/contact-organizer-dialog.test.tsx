import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session';
import { jsonResponse, makeStoredUser, storeUser, stubApi } from '@/test/fixtures';
import { ContactOrganizerDialog } from './contact-organizer-dialog';

const EVENT = {
  _id: '6f1c2b9e-4d3a-4c5b-8e7f-9a0b1c2d3e4f',
  title: 'Sunset Jazz on the Lawns',
  organizerId: { name: 'Priya Sharma' },
};

afterEach(() => vi.unstubAllGlobals());

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'dialog open' : 'dialog closed'}</p>
      <ContactOrganizerDialog event={EVENT} open={open} onOpenChange={setOpen} />
    </>
  );
}

function renderDialog() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ mutations: { retry: false } });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <Harness />
      </SessionProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: 'Contact Organizer' });
}

function answerInquiry(response: () => Response) {
  return stubApi([[new RegExp(`/contacts/event/${EVENT._id}$`), response]]);
}

const sent = () =>
  jsonResponse({ status: 'success', message: 'Message sent to the organizer successfully!' }, 201);

describe('Contact Organizer modal', () => {
  test("a visitor: empty fields, the spec's subjects, and no organizer e-mail anywhere", async () => {
    answerInquiry(sent);
    const dialog = renderDialog();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(within(dialog).getByRole('textbox', { name: 'Phone Number' })).not.toBeRequired();
    const subject = within(dialog).getByRole('combobox', { name: 'Subject' });
    expect(
      within(subject)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select a subject',
      'Event Details Inquiry',
      'Accessibility Requirements',
      'Group Booking',
      'Venue Information',
      'Parking Information',
      'Special Requirements',
      'Media/Press Inquiry',
      'Sponsorship Opportunity',
      'Other',
    ]);
    expect(dialog).toHaveAccessibleDescription(
      'Ask Priya Sharma about "Sunset Jazz on the Lawns". They reply to the email address you give.',
    );
    expect(dialog.textContent).not.toMatch(/@/);
  });

  test('name, email, subject and message are required; the phone must be 10 digits when given', async () => {
    const fetchMock = answerInquiry(sent);
    const user = userEvent.setup();
    const dialog = renderDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone Number' }), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a subject')).toBeInTheDocument();
    expect(within(dialog).getByText('Message is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid 10-digit phone number')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('prefilled from the signed-in user; sends the message, toasts the spec text and closes', async () => {
    storeUser(makeStoredUser({ name: 'Ananya Iyer', email: 'ananya@example.in', phone: '9123456780' }));
    const fetchMock = answerInquiry(sent);
    const user = userEvent.setup();
    const dialog = renderDialog();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Ananya Iyer');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('ananya@example.in');
    expect(within(dialog).getByRole('textbox', { name: 'Phone Number' })).toHaveValue('9123456780');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Subject' }), 'Group Booking');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Can 12 of us sit together?');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message sent to the organizer successfully!')).toBeInTheDocument();
    expect(await screen.findByText('dialog closed')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(new RegExp(`/contacts/event/${EVENT._id}$`));
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Ananya Iyer',
      email: 'ananya@example.in',
      phone: '9123456780',
      subject: 'Group Booking',
      message: 'Can 12 of us sit together?',
    });
  });

  test("a failure shows the server's message, or 'Failed to send message. Please try again.'", async () => {
    storeUser(makeStoredUser());
    let answer = () =>
      jsonResponse(
        {
          statusCode: 429,
          code: 'RATE_LIMITED',
          message: 'Too many messages have been sent from your network.',
        },
        429,
      );
    answerInquiry(() => answer());
    const user = userEvent.setup();
    const dialog = renderDialog();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Subject' }), 'Other');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Hello?');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText('Too many messages have been sent from your network.'),
    ).toBeInTheDocument();
    expect(screen.getByText('dialog open')).toBeInTheDocument();

    answer = () => new Response('', { status: 500 });
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
  });

  test('a field the server refuses is marked under that field', async () => {
    storeUser(makeStoredUser());
    answerInquiry(() =>
      jsonResponse(
        {
          statusCode: 400,
          code: 'VALIDATION_ERROR',
          message: 'Message must be at most 5000 characters',
          field: 'message',
        },
        400,
      ),
    );
    const user = userEvent.setup();
    const dialog = renderDialog();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Subject' }), 'Other');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Long text');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    const message = within(dialog).getByRole('textbox', { name: 'Message' });
    expect(await within(dialog).findByText('Message must be at most 5000 characters')).toBeInTheDocument();
    expect(message).toHaveAttribute('aria-invalid', 'true');
  });
});
