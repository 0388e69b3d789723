import { Trans, useLingui } from '@lingui/react/macro';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Hourglass from 'lucide-react/icons/hourglass';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ListSkeleton, LoadFailed } from '@/components/ui/list-states';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useManagedWaitingRoom } from '../api/get-managed-waiting-room';
import { useRoomEvent } from '../api/get-room-event';
import { DrawRecord } from './draw-record';
import { WaitingRoomSettingsForm } from './waiting-room-settings-form';

/** Not the organizer's event (403) or no such event (404, 400 for an id that cannot be one). */
function isRefused(error: unknown): boolean {
  return isApiError(error) && [400, 403, 404].includes(error.statusCode);
}

/**
 * /events/{id}/waiting-room: the event's organizer (or an admin) switches its waiting room on or off and sets the
 * on-sale time; after the draw, its record for an audit and how the sale goes.
 */
export function OrganizerWaitingRoomScreen({ eventId }: { eventId: string }) {
  const { t } = useLingui();
  const query = useManagedWaitingRoom(eventId);
  const eventQuery = useRoomEvent(eventId);
  const eventTitle = eventQuery.data?.title;

  return (
    <div className="space-y-8">
      <title>
        {eventTitle !== undefined
          ? t`Waiting room: ${eventTitle} — TicketMela`
          : t`Waiting room — TicketMela`}
      </title>
      <div>
        <Link
          to={paths.organizer}
          className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>Organizer Dashboard</Trans>
        </Link>
        <header className="mt-2 flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
            <Hourglass aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
              <Trans>Waiting room</Trans>
            </h1>
            {eventTitle !== undefined ? <p className="mt-1 break-words text-gray-700">{eventTitle}</p> : null}
          </div>
        </header>
      </div>

      {query.isPending ? (
        <ListSkeleton label={t`Loading the waiting room...`} rows={3} rowClassName="h-16" />
      ) : query.isError ? (
        isRefused(query.error) ? (
          <Alert tone="warning" title={t`This waiting room is not yours to see`}>
            <Trans>Only the event's organizer or an admin can set up its waiting room.</Trans>
          </Alert>
        ) : (
          <LoadFailed title={t`The waiting room could not be loaded.`} onRetry={() => void query.refetch()} />
        )
      ) : (
        <>
          <Card className="p-4 sm:p-7">
            <section aria-labelledby="waiting-room-settings-heading" className="space-y-5">
              <h2 id="waiting-room-settings-heading" className="text-xl font-bold text-gray-900">
                <Trans>Settings</Trans>
              </h2>
              <WaitingRoomSettingsForm
                key={`${query.data.enabled}:${query.data.onSaleAt ?? ''}:${query.data.started}`}
                eventId={eventId}
                room={query.data}
              />
            </section>
          </Card>
          <section aria-labelledby="waiting-room-draw-heading" className="space-y-4">
            <h2 id="waiting-room-draw-heading" className="text-xl font-bold text-gray-900">
              <Trans>The draw</Trans>
            </h2>
            <DrawRecord room={query.data} />
          </section>
        </>
      )}
    </div>
  );
}
