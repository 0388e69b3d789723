import { Trans, useLingui } from '@lingui/react/macro';
import Hourglass from 'lucide-react/icons/hourglass';
import { OrganizerEventHeader } from '@/components/layouts/organizer-event-header';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { ListSkeleton, LoadFailed } from '@/components/ui/list-states';
import { isRefusedOrMissing } from '@/lib/api-refusals';
import { useManagedWaitingRoom } from '../api/get-managed-waiting-room';
import { useRoomEvent } from '../api/get-room-event';
import { DrawRecord } from './draw-record';
import { WaitingRoomSettingsForm } from './waiting-room-settings-form';

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
      <OrganizerEventHeader
        icon={<Hourglass aria-hidden="true" className="size-6" />}
        title={<Trans>Waiting room</Trans>}
        eventTitle={eventTitle}
      />

      {query.isPending ? (
        <ListSkeleton label={t`Loading the waiting room...`} rows={3} rowClassName="h-16" />
      ) : query.isError ? (
        isRefusedOrMissing(query.error) ? (
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
