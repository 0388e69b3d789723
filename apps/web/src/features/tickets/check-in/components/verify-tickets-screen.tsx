import { Trans, useLingui } from '@lingui/react/macro';
import { isAdmin } from '@ticketmela/domain';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session';
import { useEventSummary } from '../api/get-event-summary';
import { useVerifiableEvents } from '../api/get-verifiable-events';
import { useDeviceDoorEvents } from '../offline/device-door-events';
import { useOfflineDoor } from '../offline/use-offline-door';
import { ScannerOverlay } from '../scanner/scanner-overlay';
import { CheckInProgress } from './check-in-progress';
import { DoorRefusals } from './door-refusals';
import { DoorRefusedNotice } from './door-refused-notice';
import { DoubleEntries } from './double-entries';
import { EventBanner } from './event-banner';
import { DeviceEventPicker, EventPicker } from './event-picker';
import { ManualEntryForm } from './manual-entry-form';
import { manualQrData } from './manual-entry-payload';
import { MethodToggle, type VerifyMethod } from './method-toggle';
import { OfflineBanner, OfflineDoorPanel } from './offline-door-panel';
import { ScannerStart } from './scanner-start';
import { UndoCheckInButton } from './undo-check-in-button';
import { doorAccessFor } from './use-door-access';
import { useReveal } from './use-reveal';
import { useTicketVerification } from './use-ticket-verification';
import { VerificationResultPanel } from './verification-result-panel';

/** 'Back to Dashboard' goes back one page; opened directly (no page to go back to), it goes to the dashboard. */
function BackToDashboard() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <button
      type="button"
      onClick={() => (location.key === 'default' ? navigate(paths.organizer) : navigate(-1))}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>Back to Dashboard</Trans>
    </button>
  );
}

/**
 * Ticket verification (/events/verify, /events/verify/{id}, /organizer/verify/{id}): the event (a picker when the
 * address names none), the live check-in count, the offline door (list, pending scans, the banner in offline mode),
 * QR Scanner or Manual Entry, the result of the last ticket, and the event's double entries.
 */
export function VerifyTicketsScreen({ eventIdFromPath }: { eventIdFromPath: string | null }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const scope = isAdmin(user.role) ? 'all' : 'mine';
  const events = useVerifiableEvents(user._id, scope, eventIdFromPath === null);
  const [pickedEventId, setPickedEventId] = useState<string | null>(null);
  const eventSummary = useEventSummary(eventIdFromPath);
  const access = doorAccessFor(user, eventIdFromPath, eventSummary);
  // The door tools work on this event; none on an event this user may not check in.
  const eventId = access === 'granted' ? (eventIdFromPath ?? pickedEventId) : null;
  const [method, setMethod] = useState<VerifyMethod>('scanner');
  const [scannerOpen, setScannerOpen] = useState(false);
  const startScannerRef = useRef<HTMLButtonElement>(null);
  const door = useOfflineDoor(eventId);
  const verification = useTicketVerification(eventId, door);
  // Without a network (the events' request failed, or waits for one) the picker offers this device's lists.
  const serverEventsUnavailable =
    eventIdFromPath === null && (events.isError || (events.isPending && events.fetchStatus === 'paused'));
  const deviceEvents = useDeviceDoorEvents(serverEventsUnavailable);

  const eventTitle =
    (eventIdFromPath
      ? eventSummary.data?.title
      : events.data?.find((event) => event._id === eventId)?.title) ??
    door.snapshot.list?.eventTitle ??
    null;
  const outcome = verification.outcome;
  const resultRef = useRef<HTMLDivElement>(null);
  // While the scanner is open it shows the result itself; the page's panel is revealed once it closes.
  useReveal(resultRef, scannerOpen ? null : outcome);

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <title>{t`Verify Tickets — TicketMela`}</title>
      <header className="space-y-3">
        <BackToDashboard />
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
          <Trans>Verify Tickets</Trans>
        </h1>
        <p className="text-gray-700">
          <Trans>
            Check attendees in at the door: scan the QR code on their ticket, or type the ticket ID.
          </Trans>
        </p>
      </header>

      {door.mode === 'offline' ? <OfflineBanner /> : null}

      <Card className="space-y-5 p-5 sm:p-6">
        {eventIdFromPath ? (
          <EventBanner
            eventId={eventIdFromPath}
            offlineTitle={door.mode === 'offline' ? (door.snapshot.list?.eventTitle ?? null) : null}
          />
        ) : serverEventsUnavailable ? (
          <DeviceEventPicker
            events={deviceEvents.data}
            value={pickedEventId}
            onChange={setPickedEventId}
            onRetry={() => {
              void events.refetch();
              void deviceEvents.refetch();
            }}
          />
        ) : (
          <EventPicker
            events={events.data}
            isLoading={events.isPending}
            isError={events.isError}
            onRetry={() => void events.refetch()}
            value={pickedEventId}
            onChange={setPickedEventId}
          />
        )}
        {access === 'refused' && eventSummary.data ? (
          <DoorRefusedNotice organizerName={eventSummary.data.organizerId.name} />
        ) : null}
        {eventId ? (
          <div className="border-t border-gray-200 pt-5">
            <CheckInProgress eventId={eventId} offline={door.mode === 'offline'} />
          </div>
        ) : null}
        {eventId ? (
          <div className="border-t border-gray-200 pt-5">
            <OfflineDoorPanel door={door} />
          </div>
        ) : null}
      </Card>

      {access === 'granted' ? (
        <Card className="space-y-5 p-5 sm:p-6">
          <MethodToggle value={method} onChange={setMethod} />
          {method === 'scanner' ? (
            <ScannerStart
              hasEvent={eventId !== null}
              onStart={() => setScannerOpen(true)}
              buttonRef={startScannerRef}
            />
          ) : (
            <ManualEntryForm
              hasEvent={eventId !== null}
              busy={verification.isVerifying}
              onVerify={async (text) => {
                if (!eventId) return false;
                const result = await verification.verify(manualQrData(text, eventId), 'manual');
                return result.status === 'success' || result.status === 'offline-admitted';
              }}
            />
          )}
        </Card>
      ) : null}

      <div ref={resultRef} aria-live="polite" className="scroll-mb-4">
        {outcome ? (
          <VerificationResultPanel
            outcome={outcome}
            action={
              outcome.status === 'success' ? (
                <UndoCheckInButton
                  ticketId={outcome.booking.ticketId}
                  attendeeName={outcome.booking.attendeeName}
                  busy={verification.isUndoing}
                  onUndo={verification.undo}
                />
              ) : null
            }
          />
        ) : null}
      </div>

      {eventId ? <DoubleEntries eventId={eventId} /> : null}
      {eventId ? <DoorRefusals eventId={eventId} /> : null}

      {eventId ? (
        <ScannerOverlay
          open={scannerOpen}
          onClose={() => setScannerOpen(false)}
          eventTitle={eventTitle}
          onScan={(code) => verification.verify(code, 'camera')}
          returnFocusRef={startScannerRef}
        />
      ) : null}
    </div>
  );
}
