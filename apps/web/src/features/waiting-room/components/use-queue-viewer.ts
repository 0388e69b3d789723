import { useQueryClient } from '@tanstack/react-query';
import { revealAskDelayMs, type WaitingRoom } from '@ticketmela/domain';
import { useEffect, useRef } from 'react';
import { eventsRoot } from '@/lib/query-keys';
import { useMyQueuePlace } from '../api/get-my-queue-place';
import { ROOM_POLL_MS, useWaitingRoom } from '../api/get-waiting-room';
import { isFinalView, type PlaceStatus, placeIsBehind, type QueueView, queueView } from './queue-view';
import { useNow, useServerOffset } from './server-clock';

/** Before the sale, the event page asks at most this seldom (the countdown runs on the browser's clock meanwhile). */
const EVENT_PAGE_SLOW_POLL_MS = 30_000;

/**
 * 'queue': the queue page asks for the room every 2 s while it is open. 'event': the event page asks every 2 s once
 * the sale is on, and before it only as the on-sale moment comes near.
 */
export type QueueScreenKind = 'queue' | 'event';

export interface QueueViewer {
  room: WaitingRoom | undefined;
  roomStatus: 'pending' | 'error' | 'success';
  roomError: unknown;
  refetchRoom: () => void;
  refetchPlace: () => void;
  /** Null while the room is unknown. */
  view: QueueView | null;
  /** The server's clock now (ms), moving every half second; null before the screen is on the page. */
  serverNow: number | null;
}

/**
 * The room's shared answer, polled; the person's own place, asked once and again only when the room says their
 * number has been drawn or let through; and where that leaves them (`queueView`).
 */
export function useQueueViewer(eventId: string, userId: string | null, screen: QueueScreenKind): QueueViewer {
  const queryClient = useQueryClient();
  const stopped = useRef(false);
  const offsetRef = useRef(0);
  const roomQuery = useWaitingRoom(eventId, (room) => {
    if (!room?.enabled || room.soldOut || stopped.current) return false;
    if (screen === 'queue' || room.started) return ROOM_POLL_MS;
    if (room.onSaleAt === null) return EVENT_PAGE_SLOW_POLL_MS;
    const untilSale = Date.parse(room.onSaleAt) - (Date.now() + offsetRef.current);
    return Math.min(EVENT_PAGE_SLOW_POLL_MS, Math.max(ROOM_POLL_MS, untilSale));
  });
  const room = roomQuery.data;
  const hasRoom = room?.enabled === true;
  const placeQuery = useMyQueuePlace(eventId, hasRoom ? userId : null);
  const offset = useServerOffset(room, roomQuery.dataUpdatedAt);
  offsetRef.current = offset;
  const now = useNow(hasRoom);

  const placeStatus: PlaceStatus =
    userId === null ? 'none' : placeQuery.isPending ? 'pending' : placeQuery.isError ? 'error' : 'ready';
  // Before the clock runs (the first render), the page's own clock stands in for deciding; nothing shows it.
  const serverNow = now === null ? null : now + offset;
  const view = room
    ? queueView({
        room,
        place: placeQuery.data ?? null,
        placeStatus,
        serverNow: serverNow ?? Date.now() + offset,
      })
    : null;
  stopped.current = view !== null && isFinalView(view);

  // The person's place is read again once per change of the room that concerns it (the draw, a new admission). After
  // the draw, at a random moment before admission starts: the whole line asking at once would hold the sale up.
  const askedFor = useRef<string | null>(null);
  const behind = view !== null && placeIsBehind(view) && !placeQuery.isFetching;
  const roomMark = room ? `${room.started}:${room.admittingThrough}` : '';
  const revealEndsAt = view?.kind === 'drawing' ? (room?.admissionStartsAt ?? null) : null;
  const { refetch: refetchPlace } = placeQuery;
  useEffect(() => {
    if (!behind || askedFor.current === roomMark) return;
    const ask = () => {
      askedFor.current = roomMark;
      void refetchPlace();
    };
    const delay =
      revealEndsAt === null
        ? 0
        : revealAskDelayMs(Date.now() + offsetRef.current, Date.parse(revealEndsAt), Math.random());
    if (delay === 0) return ask();
    const timer = window.setTimeout(ask, delay);
    return () => window.clearTimeout(timer);
  }, [behind, roomMark, revealEndsAt, refetchPlace]);

  // Sold out: the event's seats (and its waitlist) are read again, for the waitlist to be offered.
  const soldOut = room?.soldOut === true;
  const wasSoldOut = useRef(soldOut);
  useEffect(() => {
    if (soldOut && !wasSoldOut.current) void queryClient.invalidateQueries({ queryKey: eventsRoot });
    wasSoldOut.current = soldOut;
  }, [soldOut, queryClient]);

  return {
    room,
    roomStatus: roomQuery.status,
    roomError: roomQuery.error,
    refetchRoom: () => void roomQuery.refetch(),
    refetchPlace: () => void refetchPlace(),
    view,
    serverNow,
  };
}
