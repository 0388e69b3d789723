import { Trans, useLingui } from '@lingui/react/macro';
import { type Event, isPastEvent, QUEUE_PASS_MINUTES } from '@ticketmela/domain';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Hourglass from 'lucide-react/icons/hourglass';
import TicketIcon from 'lucide-react/icons/ticket';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatEventDateTime } from '@/lib/format-dates';
import { useRoomEvent } from '../api/get-room-event';
import { AdmissionStart } from './admission-start';
import { JoinQueue } from './join-queue';
import { OnSaleCountdown } from './on-sale-countdown';
import { PassTimer } from './pass-timer';
import { QueueProgress } from './queue-standing-details';
import { StatusContent } from './queue-status';
import { useQueueViewer } from './use-queue-viewer';

function EventLink({ eventId, primary = false }: { eventId: string; primary?: boolean }) {
  return (
    <Link
      to={paths.event(eventId)}
      className={buttonClasses({ variant: primary ? 'primary' : 'outline', size: 'lg', fullWidth: true })}
    >
      {primary ? (
        <>
          <TicketIcon aria-hidden="true" className="size-5" />
          <Trans>Buy tickets</Trans>
        </>
      ) : (
        <Trans>Go to the event</Trans>
      )}
    </Link>
  );
}

function ScreenLoading({ label }: { label: ReactNode }) {
  return (
    <Card className="space-y-4 p-6">
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-12 w-full" />
    </Card>
  );
}

/**
 * /events/{id}/queue: the signed-in person's place in the event's queue. Before the sale, the countdown and 'Join
 * the queue'; after the draw, their number, the people ahead and the wait, as the room lets numbers through; their
 * turn, with the pass's time left and 'Buy tickets'; or a pass used or lapsed, or 'Sold out' with the waitlist
 * (another feature's, `renderSoldOut`). Only the room's shared state and the person's own place are ever shown.
 */
export function QueueScreen({
  eventId,
  userId,
  renderSoldOut,
}: {
  eventId: string;
  userId: string;
  renderSoldOut: (event: Event) => ReactNode;
}) {
  const { t } = useLingui();
  const eventQuery = useRoomEvent(eventId);
  const { room, roomStatus, view, serverNow, refetchRoom, refetchPlace } = useQueueViewer(
    eventId,
    userId,
    'queue',
  );
  const event = eventQuery.data;
  const title = event?.title;
  // After joining, the focus moves to the new title (the button it came from is gone).
  const [joined, setJoined] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const viewKind = view?.kind;
  useEffect(() => {
    if (joined && viewKind !== 'loading') headingRef.current?.focus();
  }, [joined, viewKind]);

  const onSaleText = room?.onSaleAt ? formatEventDateTime(room.onSaleAt) : '';
  const eventMissing = isApiError(eventQuery.error) && [400, 404].includes(eventQuery.error.statusCode);
  const ended = event ? event.cancelled || isPastEvent(event.date, new Date()) : false;

  let body: ReactNode;
  if (eventMissing) {
    body = (
      <Alert tone="warning" title={t`This event was not found`}>
        <Trans>It may have been deleted, or the address is wrong.</Trans>
      </Alert>
    );
  } else if (eventQuery.isError) {
    body = <LoadFailed title={t`The event could not be loaded.`} onRetry={() => void eventQuery.refetch()} />;
  } else if (roomStatus === 'error') {
    body = <LoadFailed title={t`The queue could not be loaded.`} onRetry={refetchRoom} />;
  } else if (!event || !room || !view) {
    body = <ScreenLoading label={t`Loading the queue...`} />;
  } else if (ended) {
    body = (
      <Alert tone="info" title={event.cancelled ? t`This event has been cancelled` : t`This event has ended`}>
        <Trans>There are no tickets to queue for.</Trans>
      </Alert>
    );
  } else if (view.kind === 'no-room') {
    body = (
      <Alert tone="info" title={t`This event has no queue`}>
        <Trans>
          Tickets are sold on{' '}
          <Link to={paths.event(eventId)} className="font-semibold underline underline-offset-4">
            the event's page
          </Link>
          .
        </Trans>
      </Alert>
    );
  } else if (view.kind === 'place-error') {
    body = <LoadFailed title={t`Your place in the queue could not be loaded.`} onRetry={refetchPlace} />;
  } else {
    const minutes = QUEUE_PASS_MINUTES;
    body = (
      <>
        <Card className="space-y-5 p-5 sm:p-8">
          <div role="status" aria-live="polite" className="space-y-3">
            <StatusContent view={view} onSaleText={onSaleText} headingRef={headingRef} />
          </div>
          {view.kind === 'loading' ? (
            <div className="space-y-3">
              <Skeleton className="h-8 w-2/3" />
              <Skeleton className="h-28 w-full" />
            </div>
          ) : null}
          {view.kind === 'before-sale' && room.onSaleAt ? (
            <OnSaleCountdown onSaleAt={room.onSaleAt} serverNow={serverNow} />
          ) : null}
          {view.kind === 'before-sale' || view.kind === 'opening' || view.kind === 'open' ? (
            view.kind === 'open' || !view.joined ? (
              <JoinQueue
                eventId={eventId}
                userId={userId}
                returnTo={paths.eventQueue(eventId)}
                onJoined={() => setJoined(true)}
              />
            ) : null
          ) : null}
          {view.kind === 'drawing' || view.kind === 'waiting' ? (
            <AdmissionStart room={room} serverNow={serverNow} />
          ) : null}
          {view.kind === 'waiting' ? (
            <>
              <QueueProgress number={view.number} room={room} />
              <p className="text-sm text-gray-700">
                <Trans>
                  This page updates by itself. When your turn comes, you have {minutes} minutes to start
                  buying.
                </Trans>
              </p>
            </>
          ) : null}
          {view.kind === 'admitted' ? (
            <>
              <PassTimer pass={view.pass} serverNow={serverNow} />
              <EventLink eventId={eventId} primary />
            </>
          ) : null}
          {view.kind === 'pass-used' || view.kind === 'pass-lapsed' ? <EventLink eventId={eventId} /> : null}
        </Card>
        {view.kind === 'sold-out' ? renderSoldOut(event) : null}
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-xl space-y-6">
      <title>{title !== undefined ? t`Queue: ${title} — TicketMela` : t`Queue — TicketMela`}</title>
      <div>
        <Link
          to={paths.event(eventId)}
          className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>Back to the event</Trans>
        </Link>
        <header className="mt-2 flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-night-100 text-night-800">
            <Hourglass aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
              <Trans>Queue</Trans>
            </h1>
            {event ? (
              <p className="mt-1 break-words text-gray-700">
                {event.title}
                <span className="block text-sm">{formatEventDateTime(event.date)}</span>
              </p>
            ) : null}
          </div>
        </header>
      </div>
      {body}
    </div>
  );
}
