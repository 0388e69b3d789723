import { Trans, useLingui } from '@lingui/react/macro';
import { type Event, isPastEvent, QUEUE_PASS_MINUTES, type QueuePass } from '@ticketmela/domain';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Hourglass from 'lucide-react/icons/hourglass';
import TicketIcon from 'lucide-react/icons/ticket';
import { type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
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
import { JoinQueue } from './join-queue';
import { OnSaleCountdown } from './on-sale-countdown';
import { QueueNumber, QueueProgress } from './queue-standing-details';
import { LapsedPassText } from './queue-texts';
import type { QueueView } from './queue-view';
import { formatMinutesSeconds, passTimeLeft } from './server-clock';
import { useQueueViewer } from './use-queue-viewer';

const h2 = 'text-2xl font-bold text-gray-900 focus:outline-none';

/** The pass's time left, in large minutes and seconds; not announced as it changes (a timer). */
function PassTimer({ pass, serverNow }: { pass: QueuePass; serverNow: number | null }) {
  const { t } = useLingui();
  const left = serverNow === null ? null : passTimeLeft(pass, serverNow);
  return (
    <div className="rounded-xl bg-green-50 p-4 text-center ring-1 ring-green-200 ring-inset">
      <p className="text-sm font-semibold text-green-900">
        <Trans>Your pass is good for</Trans>
      </p>
      <p
        role="timer"
        aria-label={t`Time left on your pass`}
        className="mt-1 text-4xl font-extrabold text-green-900 tabular-nums"
      >
        {left === null ? '--:--' : formatMinutesSeconds(left)}
      </p>
    </div>
  );
}

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

/** What is announced when it changes: where the person stands, in words (never the running clocks). */
function StatusContent({
  view,
  onSaleText,
  headingRef,
}: {
  view: QueueView;
  onSaleText: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  switch (view.kind) {
    case 'loading':
      return (
        <p className="sr-only">
          <Trans>Loading your place in the queue...</Trans>
        </p>
      );
    case 'before-sale':
      return (
        <>
          <h2 ref={headingRef} tabIndex={-1} className={h2}>
            {view.joined ? <Trans>You're in the queue</Trans> : <Trans>The sale opens soon</Trans>}
          </h2>
          {onSaleText ? (
            <p className="text-gray-700">
              <Trans>
                Tickets go on sale on <span className="font-semibold text-gray-900">{onSaleText}</span>.
              </Trans>
            </p>
          ) : null}
          <p className="text-sm text-gray-700">
            {view.joined ? (
              <Trans>Your number comes from a fair draw when the sale opens. Keep this page open.</Trans>
            ) : (
              <Trans>
                Everyone who joins before the sale opens gets a number in a fair random draw at that moment,
                so joining early gives no advantage. Later joiners go to the back. One place per account.
              </Trans>
            )}
          </p>
        </>
      );
    case 'opening':
      return (
        <>
          <h2 ref={headingRef} tabIndex={-1} className={h2}>
            <Trans>The sale is opening</Trans>
          </h2>
          <p className="text-gray-700">
            <Trans>Everyone in the queue is being given a number by a fair draw.</Trans>
          </p>
          {view.joined ? (
            <p className="text-sm text-gray-700">
              <Trans>You're in the queue. Keep this page open.</Trans>
            </p>
          ) : null}
        </>
      );
    case 'open':
      return (
        <>
          <h2 ref={headingRef} tabIndex={-1} className={h2}>
            <Trans>The sale is on</Trans>
          </h2>
          <p className="text-gray-700">
            <Trans>Tickets are sold in turn. Join now and you go to the back of the queue.</Trans>
          </p>
        </>
      );
    case 'drawing':
      return (
        <>
          <h2 ref={headingRef} tabIndex={-1} className={h2}>
            <Trans>You're in the queue</Trans>
          </h2>
          <p className="text-gray-700">
            <Trans>The draw has been made. Your number is on its way.</Trans>
          </p>
        </>
      );
    case 'waiting':
      return (
        <>
          <h2 ref={headingRef} tabIndex={-1} className="sr-only">
            <Trans>You're in the queue</Trans>
          </h2>
          <QueueNumber number={view.number} standing={view.standing} />
        </>
      );
    case 'turn-coming':
      return (
        <>
          <h2 ref={headingRef} tabIndex={-1} className={h2}>
            <Trans>It's your turn</Trans>
          </h2>
          <p className="text-gray-700">
            <Trans>Getting your pass...</Trans>
          </p>
        </>
      );
    case 'admitted':
      return (
        <>
          <h2 ref={headingRef} tabIndex={-1} className={h2}>
            <Trans>It's your turn</Trans>
          </h2>
          <p className="text-gray-700">
            <Trans>
              Your pass lets you buy tickets once. Choose them on the event page and start paying in time.
            </Trans>
          </p>
        </>
      );
    case 'pass-used':
      return (
        <>
          <h2 ref={headingRef} tabIndex={-1} className={h2}>
            <Trans>Your pass has been used</Trans>
          </h2>
          <p className="text-gray-700">
            <Trans>A pass is good for one checkout, and yours has started one.</Trans>
          </p>
        </>
      );
    case 'pass-lapsed':
      return (
        <>
          <h2 ref={headingRef} tabIndex={-1} className={h2}>
            <Trans>Your pass has lapsed</Trans>
          </h2>
          <LapsedPassText />
        </>
      );
    case 'sold-out':
      return (
        <>
          <h2 ref={headingRef} tabIndex={-1} className={h2}>
            <Trans>Sold out</Trans>
          </h2>
          <p className="text-gray-700">
            <Trans>Every ticket has been sold.</Trans>
          </p>
        </>
      );
    default:
      return null;
  }
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
