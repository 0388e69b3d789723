import type { Event, QueuePass } from '@ticketmela/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { PassNote } from './pass-note';
import { useQueueViewer } from './use-queue-viewer';
import { WaitingRoomPanel } from './waiting-room-panel';

export interface WaitingRoomSlotProps {
  /** In place of the ticket selection (and of 'Login to Book'): the room, until the person's turn. */
  gate: ReactNode | null;
  /** The person's turn: the pass to send with the purchase, and the note of its time left. */
  pass: { token: string; note: ReactNode } | null;
}

/**
 * The waiting room beside the booking panel of an upcoming event (decision 0049). The booking side is another
 * feature's, drawn by `renderBooking`: as usual without a room (or while the room is unknown, or cannot be read:
 * the server refuses a purchase without a pass anyway), else with the room in place of the ticket selection until
 * the person holds a pass. Once a pass is seen, the booking flow stays for this visit even as the pass is used or
 * runs out, so a payment started with it is never taken off the page.
 */
export function EventWaitingRoomSide({
  event,
  userId,
  renderBooking,
}: {
  event: Event;
  userId: string | null;
  renderBooking: (props: WaitingRoomSlotProps) => ReactNode;
}) {
  const { room, roomStatus, roomError, view, serverNow, refetchPlace } = useQueueViewer(
    event._id,
    userId,
    'event',
  );
  const [held, setHeld] = useState<{ userId: string; pass: QueuePass } | null>(null);
  const admittedPass = view?.kind === 'admitted' ? view.pass : null;

  useEffect(() => {
    // A 404 is an event without the room's route (an older server): it sells as it always did.
    if (roomStatus === 'error' && !(isApiError(roomError) && roomError.statusCode === 404)) {
      console.error('Failed to fetch the waiting room', roomError);
    }
  }, [roomStatus, roomError]);
  useEffect(() => {
    if (admittedPass && userId !== null) setHeld({ userId, pass: admittedPass });
  }, [admittedPass, userId]);

  if (!room || !view || view.kind === 'no-room') return renderBooking({ gate: null, pass: null });
  const pass = admittedPass ?? (held && held.userId === userId ? held.pass : null);
  if (pass) {
    return renderBooking({
      gate: null,
      pass: { token: pass.token, note: <PassNote eventId={event._id} pass={pass} serverNow={serverNow} /> },
    });
  }
  return renderBooking({
    gate: (
      <WaitingRoomPanel
        eventId={event._id}
        userId={userId}
        room={room}
        view={view}
        serverNow={serverNow}
        onRetryPlace={refetchPlace}
      />
    ),
    pass: null,
  });
}
