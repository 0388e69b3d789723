import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Booking, CancelBookingResponse } from '@ticketmela/domain';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, makeStoredUser, storeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { answerApi, bookingOf, inDays, quoteOf, USER_ID } from './after-booking-test-utils';
import { cancellationFollowUp, cancellationMessage } from './use-cancel-booking';

vi.mock('@/lib/qr-code', () => ({
  qrCodePngDataUrl: vi.fn(async () => 'data:image/png;base64,iVBORw0KGgo='),
  downloadUrl: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();
const POLICY = 'Standard policy: 100% refund 7+ days before, 50% 1-7 days before, 0% under 24 hours';

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  storeUser(makeStoredUser({ _id: USER_ID }));
});
afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function cancelResponse(
  refund: CancelBookingResponse['refund'],
  daysBeforeEvent = 9.99,
): CancelBookingResponse {
  return {
    message: 'Booking cancelled successfully',
    refund,
    cancellation: { daysBeforeEvent, refundPolicy: POLICY },
  };
}

/**
 * The dashboard with one upcoming booking; the server quotes `refundPercentage` of it, the DELETE answers `answer`,
 * after which the list shows it cancelled. Resolves once the dialog shows the quote.
 */
async function openCancelDialog(booking: Booking, answer: () => Response, refundPercentage = 100) {
  let cancelled = false;
  const calls = answerApi(fetchMock, {
    'GET /bookings/user': () =>
      jsonResponse([
        cancelled ? { ...booking, cancelled: true, cancelledByUser: true, qrCode: null } : booking,
      ]),
    [`POST /bookings/${booking._id}/cancellation-quote`]: () =>
      jsonResponse(quoteOf(booking, refundPercentage)),
    [`DELETE /bookings/${booking._id}`]: () => {
      const response = answer();
      cancelled = response.ok;
      return response;
    },
  });
  renderApp('/dashboard');
  const card = await screen.findByRole('article', { name: booking.eventId!.title });

  // From here the clock is fake (it still moves with real time, so the screen can load): the follow-up toast
  // waits for exactly two seconds of it.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.click(within(card).getByRole('button', { name: 'Cancel Booking' }));
  const dialog = screen.getByRole('dialog', { name: 'Cancel Booking' });
  expect(dialog).toHaveTextContent(`your booking for "${booking.eventId!.title}"`);
  await waitFor(() =>
    expect(within(dialog).getByRole('button', { name: 'Yes, Cancel Booking' })).toBeEnabled(),
  );
  return { user, dialog, calls };
}

describe('cancelling from the dashboard', () => {
  test('processed refund: the success toast, then the refund details two seconds later; the card moves', async () => {
    const booking = bookingOf({ title: 'Sunburn Arena' });
    const { user, dialog, calls } = await openCancelDialog(booking, () =>
      jsonResponse(cancelResponse({ status: 'processed', amount: 1500, percentage: 100 })),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Booking' }));
    expect(await screen.findByText('Booking cancelled! Refund of ₹1,500 processed.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toContain(`DELETE /bookings/${booking._id}`);
    expect(screen.queryByText(/Refund Details/)).toBeNull();

    // (The clock also moves with real time, so the check before the mark leaves it a margin.)
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.queryByText(/Refund Details/)).toBeNull();
    act(() => vi.advanceTimersByTime(500));
    expect(await screen.findByText('Refund Details: ₹1,500 (100% of original amount)')).toBeInTheDocument();

    // The list was fetched again: the booking now counts as cancelled.
    expect(await screen.findByRole('tab', { name: 'Cancelled (1)' })).toBeInTheDocument();
    // The card left the tab: focus goes back to the tab rather than to nowhere.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Upcoming (0)' })).toHaveFocus());
  });

  test('no refund: "No refund applicable", then how early it was cancelled and the policy', async () => {
    const booking = bookingOf({ title: 'Free Meetup', totalAmount: 0, priceAtBooking: 0 });
    const { user, dialog } = await openCancelDialog(booking, () =>
      jsonResponse(cancelResponse({ status: 'none', amount: 0, percentage: 0 }, 3.46)),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Booking' }));
    expect(await screen.findByText('Booking cancelled! No refund applicable.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(await screen.findByText(`Cancelled 3 days before event - ${POLICY}`)).toBeInTheDocument();
  });

  test("a failure shows the server's message and keeps the booking", async () => {
    const booking = bookingOf({ title: 'Too Late' });
    const { user, dialog } = await openCancelDialog(booking, () =>
      jsonResponse(
        { statusCode: 409, code: 'EVENT_PAST', message: 'Bookings of past events cannot be cancelled' },
        409,
      ),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Booking' }));
    expect(await screen.findByText('Bookings of past events cannot be cancelled')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText(/Refund Details|days before event/)).toBeNull();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Upcoming (1)' })).toBeInTheDocument());
  });

  test("'No booking found' for a booking that is gone", async () => {
    const gone = bookingOf({ title: 'Gone' });
    const { user, dialog } = await openCancelDialog(gone, () => new Response('', { status: 404 }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Booking' }));
    expect(await screen.findByText('No booking found')).toBeInTheDocument();
  });

  test("'Cancellation failed' when the server gives no message", async () => {
    const booking = bookingOf({ title: 'Broken' });
    const { user, dialog } = await openCancelDialog(booking, () => new Response('', { status: 500 }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Booking' }));
    expect(await screen.findByText('Cancellation failed')).toBeInTheDocument();
  });
});

describe('what the cancel dialog says the refund will be', () => {
  test("the server's quote of the whole booking, asked for with an empty body: ₹1,500 back (100%)", async () => {
    const booking = bookingOf({ title: 'Early Bird' });
    const { dialog } = await openCancelDialog(booking, () => new Response('', { status: 500 }));
    expect(dialog).toHaveTextContent(
      "Under the event's cancellation policy you get ₹1,500 back (100% of ₹1,500).",
    );
    const quoteCall = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/cancellation-quote'));
    expect(quoteCall?.[1]).toMatchObject({ method: 'POST', body: '{}' });
  });

  test('a quote of half says so; a full refund after the date changed says why', async () => {
    const tiered = bookingOf({ title: 'Two Days Out' });
    tiered.eventId!.date = inDays(2);
    const first = await openCancelDialog(tiered, () => new Response('', { status: 500 }), 50);
    expect(first.dialog).toHaveTextContent('you get ₹750 back (50% of ₹1,500)');
    act(() => toast.remove());
    vi.useRealTimers();
    cleanup();

    const moved = bookingOf({ title: 'Moved Show', dateChangedSinceBooking: true });
    moved.eventId!.date = inDays(2);
    const second = await openCancelDialog(moved, () => new Response('', { status: 500 }));
    expect(second.dialog).toHaveTextContent(
      "The event's date changed after you booked, so you get a full refund: ₹1,500 (100%).",
    );
  });

  test('a ticket checked in at the door offers no Cancel Booking and says why', async () => {
    const admitted = bookingOf({ title: 'Already Inside', verified: true });
    answerApi(fetchMock, { 'GET /bookings/user': () => jsonResponse([admitted]) });
    renderApp('/dashboard');
    const card = await screen.findByRole('article', { name: 'Already Inside' });
    expect(within(card).queryByRole('button', { name: 'Cancel Booking' })).toBeNull();
    expect(card).toHaveTextContent('Checked in at the event: this booking can no longer be cancelled.');
  });
});

describe('cancellation messages', () => {
  test('one per refund outcome, as the spec words them', () => {
    expect(cancellationMessage({ status: 'processed', amount: 749.5, percentage: 50 })).toBe(
      'Booking cancelled! Refund of ₹749.50 processed.',
    );
    expect(cancellationMessage({ status: 'none', amount: 0, percentage: 0 })).toBe(
      'Booking cancelled! No refund applicable.',
    );
    expect(cancellationMessage({ status: 'failed', amount: 1500, percentage: 100 })).toBe(
      'Booking cancelled! Refund failed - please contact support.',
    );
    expect(cancellationMessage({ status: 'pending', amount: 1500, percentage: 100 })).toBe(
      'Booking cancelled successfully!',
    );
  });

  test('the follow-up: refund details for 5 s, or the days and the policy for 4 s', () => {
    expect(
      cancellationFollowUp(cancelResponse({ status: 'processed', amount: 75000, percentage: 50 })),
    ).toEqual({
      message: 'Refund Details: ₹75,000 (50% of original amount)',
      duration: 5000,
    });
    expect(cancellationFollowUp(cancelResponse({ status: 'none', amount: 0, percentage: 0 }, 2.42))).toEqual({
      message: `Cancelled 2 days before event - ${POLICY}`,
      duration: 4000,
    });
  });

  test('how early it was cancelled is a whole, human number: hours under a day, "1 day", never "0 days"', () => {
    const followUp = (days: number) =>
      cancellationFollowUp(cancelResponse({ status: 'none', amount: 0, percentage: 0 }, days)).message;
    expect(followUp(0.42)).toBe(`Cancelled 10 hours before event - ${POLICY}`);
    expect(followUp(1.5)).toBe(`Cancelled 1 day before event - ${POLICY}`);
    expect(followUp(3.2)).toBe(`Cancelled 3 days before event - ${POLICY}`);
  });
});
