import { Trans, useLingui } from '@lingui/react/macro';
import type { WaitingRoom } from '@ticketmela/domain';
import Ban from 'lucide-react/icons/ban';
import CircleCheck from 'lucide-react/icons/circle-check';
import ClockAlert from 'lucide-react/icons/clock-alert';
import Hourglass from 'lucide-react/icons/hourglass';
import ListOrdered from 'lucide-react/icons/list-ordered';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatEventDateTime } from '@/lib/format-dates';
import { AdmissionStart } from './admission-start';
import { JoinQueue } from './join-queue';
import { OnSaleCountdown } from './on-sale-countdown';
import { count, LapsedPassText } from './queue-texts';
import type { QueueView } from './queue-view';
import { RoomHeading } from './room-heading';

/** 'See your place in the queue': the queue page, which follows the line as it moves. */
function QueuePageLink({ eventId }: { eventId: string }) {
  return (
    <Link
      to={paths.eventQueue(eventId)}
      className={buttonClasses({ variant: 'secondary', size: 'lg', fullWidth: true })}
    >
      <ListOrdered aria-hidden="true" className="size-5" />
      <Trans>See your place in the queue</Trans>
    </Link>
  );
}

/** How the queue is fair, in one sentence: for those who have not joined yet. */
function HowItWorks() {
  return (
    <p className="text-sm text-gray-700">
      <Trans>
        Everyone who joins before the sale opens gets a number in a fair random draw at that moment, so
        joining early gives no advantage. Later joiners go to the back. One place per account.
      </Trans>
    </p>
  );
}

/** Where the person stands once numbered: their number and the people ahead of them. */
function PlaceSummary({ view }: { view: QueueView }) {
  if (view.kind === 'drawing') {
    return (
      <p className="text-sm text-gray-700">
        <Trans>The draw has been made. Your number is on its way.</Trans>
      </p>
    );
  }
  if (view.kind === 'turn-coming') {
    return (
      <p className="text-sm font-semibold text-green-800">
        <Trans>Your turn has come. Getting your pass...</Trans>
      </p>
    );
  }
  if (view.kind !== 'waiting') return null;
  const number = count(view.number);
  const ahead = count(view.standing.peopleAhead);
  return (
    <p className="text-sm text-gray-700">
      <Trans>
        Your number is <span className="font-bold text-gray-900 tabular-nums">{number}</span>. People ahead of
        you: <span className="font-bold text-gray-900 tabular-nums">{ahead}</span>.
      </Trans>
    </p>
  );
}

/**
 * The event page's waiting room, in place of the ticket selection while the person cannot buy: before the sale the
 * on-sale time, a countdown and 'Join the queue'; in line, where they stand and the way to the queue page; 'Sold
 * out' (the waitlist, another feature's, shows below); a pass used or lapsed said plainly.
 */
export function WaitingRoomPanel({
  eventId,
  userId,
  room,
  view,
  serverNow,
  onRetryPlace,
}: {
  eventId: string;
  userId: string | null;
  room: WaitingRoom;
  view: QueueView;
  serverNow: number | null;
  onRetryPlace: () => void;
}) {
  const { t } = useLingui();
  const here = paths.event(eventId);
  // After joining, the focus moves to the card's new title ("You're in the queue").
  const [joined, setJoined] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inLine =
    ((view.kind === 'before-sale' || view.kind === 'opening') && view.joined) ||
    view.kind === 'drawing' ||
    view.kind === 'waiting' ||
    view.kind === 'turn-coming';
  useEffect(() => {
    if (joined && inLine) headingRef.current?.focus();
  }, [joined, inLine]);

  if (view.kind === 'loading') {
    return (
      <Card className="space-y-4 p-6">
        <span role="status" className="sr-only">
          <Trans>Loading your place in the queue...</Trans>
        </span>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-12 w-full" />
      </Card>
    );
  }
  if (view.kind === 'place-error') {
    // (Not LoadFailed from list-states: the event page's chunks would carry that module's own chunk for it.)
    return (
      <Card className="p-6">
        <Alert title={t`Your place in the queue could not be loaded.`}>
          <Button variant="outline" size="sm" className="mt-2" onClick={onRetryPlace}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      </Card>
    );
  }
  if (view.kind === 'sold-out') {
    return (
      <Card className="p-6">
        <RoomHeading tone="bg-red-100 text-red-800" icon={<Ban aria-hidden="true" className="size-5" />}>
          <Trans>Sold out</Trans>
        </RoomHeading>
        <p className="mt-4 text-sm text-gray-700">
          <Trans>Every ticket has been sold.</Trans>
        </p>
      </Card>
    );
  }
  if (view.kind === 'pass-used') {
    return (
      <Card className="p-6">
        <RoomHeading
          tone="bg-green-100 text-green-800"
          icon={<CircleCheck aria-hidden="true" className="size-5" />}
        >
          <Trans>Your pass has been used</Trans>
        </RoomHeading>
        <p className="mt-4 text-sm text-gray-700">
          <Trans>A pass is good for one checkout, and yours has started one.</Trans>
        </p>
      </Card>
    );
  }
  if (view.kind === 'pass-lapsed') {
    return (
      <Card className="p-6">
        <RoomHeading
          tone="bg-amber-100 text-amber-900"
          icon={<ClockAlert aria-hidden="true" className="size-5" />}
        >
          <Trans>Your pass has lapsed</Trans>
        </RoomHeading>
        <div className="mt-4">
          <LapsedPassText />
        </div>
      </Card>
    );
  }
  // 'admitted' never comes here (the booking panel shows instead); 'no-room' neither.
  const onSaleAt = room.onSaleAt;
  const onSaleText = onSaleAt ? formatEventDateTime(onSaleAt) : '';
  return (
    <Card className="p-6">
      <RoomHeading headingRef={headingRef} icon={<Hourglass aria-hidden="true" className="size-5" />}>
        {inLine ? (
          <Trans>You're in the queue</Trans>
        ) : view.kind === 'opening' ? (
          <Trans>The sale is opening</Trans>
        ) : view.kind === 'open' ? (
          <Trans>On sale through a queue</Trans>
        ) : (
          <Trans>On sale soon</Trans>
        )}
      </RoomHeading>
      <div className="mt-4 space-y-4">
        {view.kind === 'before-sale' && onSaleAt ? (
          <>
            <p className="text-sm text-gray-700">
              <Trans>
                Tickets go on sale on <span className="font-semibold text-gray-900">{onSaleText}</span>.
              </Trans>
            </p>
            <OnSaleCountdown onSaleAt={onSaleAt} serverNow={serverNow} />
          </>
        ) : null}
        {view.kind === 'opening' ? (
          <p className="text-sm text-gray-700">
            <Trans>Everyone in the queue is being given a number by a fair draw.</Trans>
          </p>
        ) : null}
        {view.kind === 'open' ? (
          <p className="text-sm text-gray-700">
            <Trans>Tickets are sold in turn. Join now and you go to the back of the queue.</Trans>
          </p>
        ) : null}
        {inLine ? (
          <>
            {view.kind === 'before-sale' || view.kind === 'opening' ? (
              <p className="text-sm text-gray-700">
                <Trans>Your number comes from a fair draw when the sale opens. Keep this page open.</Trans>
              </p>
            ) : (
              <>
                <PlaceSummary view={view} />
                <AdmissionStart room={room} serverNow={serverNow} />
              </>
            )}
            <QueuePageLink eventId={eventId} />
          </>
        ) : (
          <>
            <JoinQueue eventId={eventId} userId={userId} returnTo={here} onJoined={() => setJoined(true)} />
            {view.kind === 'before-sale' ? <HowItWorks /> : null}
          </>
        )}
      </div>
    </Card>
  );
}
