import { render, screen } from '@testing-library/react';
import type { DoorEntry } from '@ticketmela/domain';
import { describe, expect, test } from 'vitest';
import { BOOKING_ID, EVENT_ID, makeCheckedInBooking, TICKET_ID } from '../test/fixtures';
import { VerificationResultPanel } from './verification-result-panel';

const entry = (overrides: Partial<DoorEntry> = {}): DoorEntry => ({
  bookingId: BOOKING_ID,
  ticketId: TICKET_ID,
  eventId: EVENT_ID,
  seats: 2,
  holder: 'Ananya Iyer',
  checkedInAt: null,
  ...overrides,
});

describe('the names the door lets in', () => {
  test.each([false, true])('a successful check-in names each ticket still valid (compact: %s)', (compact) => {
    render(
      <VerificationResultPanel
        compact={compact}
        outcome={{
          status: 'success',
          message: 'Ticket verified successfully',
          method: 'camera',
          booking: makeCheckedInBooking({ attendeeNames: ['Asha Rao', 'Vikram Singh'] }),
        }}
      />,
    );
    expect(screen.getByText('Admitted:').parentElement).toHaveTextContent('Admitted: Asha Rao, Vikram Singh');
  });

  test('an undone check-in admits nobody: no names', () => {
    render(
      <VerificationResultPanel
        outcome={{ status: 'undone', message: 'Check-in undone', booking: makeCheckedInBooking() }}
      />,
    );
    expect(screen.queryByText('Admitted:')).not.toBeInTheDocument();
  });

  test('offline, the names come from the sealed entry when its list carries them', () => {
    const { rerender } = render(
      <VerificationResultPanel
        outcome={{
          status: 'offline-admitted',
          message: 'Admitted offline',
          entry: entry({ names: ['Ananya Iyer', 'Meera Nair'] }),
        }}
      />,
    );
    expect(screen.getByText('Admitted:').parentElement).toHaveTextContent(
      'Admitted: Ananya Iyer, Meera Nair',
    );

    // A list sealed before names were kept: the holder only, as before.
    rerender(
      <VerificationResultPanel
        outcome={{ status: 'offline-admitted', message: 'Admitted offline', entry: entry() }}
      />,
    );
    expect(screen.queryByText('Admitted:')).not.toBeInTheDocument();
    expect(screen.getByText('Attendee').nextElementSibling).toHaveTextContent('Ananya Iyer');
  });
});
