import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, stubApi } from '@/test/fixtures';
import { ReportEventDialog } from './report-event-dialog';

const EVENT = { _id: '6f1c2b9e-4d3a-4c5b-8e7f-9a0b1c2d3e4f', title: 'Sunset Jazz on the Lawns' };

afterEach(() => vi.unstubAllGlobals());

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'dialog open' : 'dialog closed'}</p>
      <ReportEventDialog event={EVENT} open={open} onOpenChange={setOpen} />
    </>
  );
}

function renderDialog() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ mutations: { retry: false } });
  render(
    <QueryClientProvider client={queryClient}>
      <Harness />
      <Toaster />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: 'Report Event' });
}

/** POST /api/reports's answer for a stored report. */
function created() {
  const at = '2026-03-05T10:00:00.000Z';
  return jsonResponse(
    {
      message: 'Report submitted successfully',
      report: {
        _id: '0b5c3f1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b',
        eventId: EVENT._id,
        reason: 'spam',
        status: 'pending',
        description: null,
        userId: null,
        adminNotes: null,
        createdAt: at,
        updatedAt: at,
      },
    },
    201,
  );
}

function answerReport(response: () => Response) {
  return stubApi([[/\/reports$/, response]]);
}

describe('Report Event modal', () => {
  test("lists the spec's reasons; Submit stays disabled until one is chosen", async () => {
    answerReport(created);
    const user = userEvent.setup();
    const dialog = renderDialog();
    const reasons = within(dialog).getAllByRole('radio');
    expect(reasons.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Inappropriate Content',
      'Spam',
      'Scam or Fraud',
      'Misleading Information',
      'Offensive Language',
      'Copyright Violation',
      'Other',
    ]);
    const submit = within(dialog).getByRole('button', { name: 'Submit Report' });
    expect(submit).toBeDisabled();
    expect(within(dialog).getByText('Please select a reason for reporting')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    expect(submit).toBeEnabled();
    expect(within(dialog).queryByText('Please select a reason for reporting')).not.toBeInTheDocument();
  });

  test('details are optional, capped at 500 characters, with a counter', async () => {
    answerReport(created);
    const user = userEvent.setup();
    const dialog = renderDialog();
    const details = within(dialog).getByRole('textbox', { name: 'Additional details (optional)' });
    expect(within(dialog).getByText('0/500')).toBeInTheDocument();
    await user.type(details, 'Fake tickets');
    expect(within(dialog).getByText('12/500')).toBeInTheDocument();
    expect(details).toHaveAttribute('maxLength', '500');
    expect(details).toHaveAccessibleDescription('12/500 characters used');
  });

  test('sends the event, the reason and the trimmed details; the spec toast on success; the modal closes', async () => {
    const fetchMock = answerReport(created);
    const user = userEvent.setup();
    const dialog = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Scam or Fraud' }));
    await user.type(within(dialog).getByRole('textbox'), '  Asks for bank transfers  ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));

    expect(
      await screen.findByText('Report submitted successfully. Thank you for helping keep our platform safe.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('dialog closed')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/reports$/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      eventId: EVENT._id,
      reason: 'scam_or_fraud',
      description: 'Asks for bank transfers',
    });
  });

  test('no description is sent when the details are blank', async () => {
    const fetchMock = answerReport(created);
    const user = userEvent.setup();
    const dialog = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.type(within(dialog).getByRole('textbox'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    await screen.findByText('dialog closed');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ eventId: EVENT._id, reason: 'other' });
  });

  test("a second report: 'You have already reported this event'", async () => {
    answerReport(() =>
      jsonResponse(
        { statusCode: 409, code: 'ALREADY_REPORTED', message: 'You have already reported this event' },
        409,
      ),
    );
    const user = userEvent.setup();
    const dialog = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText('You have already reported this event')).toBeInTheDocument();
    expect(await screen.findByText('dialog closed')).toBeInTheDocument();
  });

  test("any other failure: 'Failed to submit report. Please try again.' and the modal stays open", async () => {
    answerReport(() =>
      jsonResponse(
        { statusCode: 409, code: 'EVENT_PAST', message: 'This event has already taken place' },
        409,
      ),
    );
    const user = userEvent.setup();
    const dialog = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText('Failed to submit report. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('dialog open')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Spam' })).toBeChecked();
  });
});
