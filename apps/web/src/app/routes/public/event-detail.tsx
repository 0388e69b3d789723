import { useLingui } from '@lingui/react/macro';
import { isPastEvent } from '@ticketmela/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { PageLoading } from '@/app/layout/root-layout';
import { EventBookingSidePanel } from '@/features/bookings/components/event-booking-side-panel';
import { useEvent } from '@/features/events/api/get-event';
import { CancellationNotice } from '@/features/events/components/detail/cancellation-notice';
import { CommunityActions } from '@/features/events/components/detail/community-actions';
import { EventHero } from '@/features/events/components/detail/event-hero';
import {
  AboutEvent,
  EventDateTime,
  EventFacts,
  EventLocation,
} from '@/features/events/components/detail/event-info';
import { EventNotFound } from '@/features/events/components/detail/event-not-found';
import { EventSidePanel } from '@/features/events/components/detail/event-side-panel';
import { RefundPolicy } from '@/features/events/components/detail/refund-policy';
import { VenueMap } from '@/features/events/components/venue-map/venue-map';
import { useMyEventReport } from '@/features/reports/api/get-my-event-report';
import { EventWaitingRoomSide } from '@/features/waiting-room/components/event-waiting-room-side';
import { EventWaitlistSide } from '@/features/waitlist/components/event-waitlist-side';
import { withRestMessages } from '@/i18n/catalogs';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';

// The two community modals load when first opened: most visitors never open them.
const ContactOrganizerDialog = lazy(() =>
  withRestMessages(
    import('@/features/contacts/components/contact-organizer-dialog').then((module) => ({
      default: module.ContactOrganizerDialog,
    })),
  ),
);
const ReportEventDialog = lazy(() =>
  withRestMessages(
    import('@/features/reports/components/report-event-dialog').then((module) => ({
      default: module.ReportEventDialog,
    })),
  ),
);

type CommunityDialog = 'contact' | 'report';

export default function EventDetailPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const eventQuery = useEvent(id);
  const { user } = useSession();
  const myReport = useMyEventReport(user?._id, id);
  const [openDialog, setOpenDialog] = useState<CommunityDialog | null>(null);
  // A modal stays mounted once opened, so it can close (and hand focus back) like any dialog.
  const [mounted, setMounted] = useState<Record<CommunityDialog, boolean>>({ contact: false, report: false });

  function showDialog(dialog: CommunityDialog) {
    setMounted((current) => ({ ...current, [dialog]: true }));
    setOpenDialog(dialog);
  }
  const dialogOpenChange = (dialog: CommunityDialog) => (open: boolean) =>
    setOpenDialog(open ? dialog : null);

  useEffect(() => {
    if (eventQuery.isError) console.error('Failed to fetch event', eventQuery.error);
  }, [eventQuery.isError, eventQuery.error]);

  if (eventQuery.isPending) return <PageLoading label={t`Loading event details...`} />;
  if (eventQuery.isError) {
    return <EventNotFound message={errorMessage(eventQuery.error, t`Failed to fetch event`)} />;
  }

  const event = eventQuery.data;
  const now = new Date();
  const isPast = isPastEvent(event.date, now);
  const isUpcoming = !isPast && !event.cancelled;
  const signedIn = user !== null;
  const communityActions = (
    <CommunityActions
      signedIn={signedIn}
      onContactOrganizer={() => showDialog('contact')}
      onReportEvent={() => showDialog('report')}
      reportedAt={myReport.data?.reportedAt ?? null}
    />
  );

  return (
    <>
      <title>{`${event.title} — TicketMela`}</title>
      <EventHero event={event} isPast={isPast} />
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        {/* The booking panel comes first (on a phone it is right under the hero); on wide screens it is the side column. */}
        <div className="grid gap-6 lg:grid-cols-3 lg:gap-8">
          <aside
            aria-label={t`Booking`}
            className="space-y-6 lg:sticky lg:top-24 lg:col-start-3 lg:row-start-1 lg:self-start"
          >
            {isUpcoming ? (
              <EventWaitingRoomSide
                event={event}
                userId={user?._id ?? null}
                renderBooking={(room) => (
                  <EventWaitlistSide
                    event={event}
                    userId={user?._id ?? null}
                    renderBooking={(booking) => (
                      <EventBookingSidePanel
                        event={booking.event}
                        waitlist={booking.waitlist}
                        closedToBuyers={booking.closedToBuyers}
                        queueGate={room.gate}
                        queuePass={room.pass}
                      />
                    )}
                  />
                )}
              />
            ) : (
              <EventSidePanel event={event} isPast={isPast} />
            )}
            {isUpcoming ? <div className="hidden lg:block">{communityActions}</div> : null}
          </aside>
          <div className="space-y-6 lg:col-span-2 lg:col-start-1 lg:row-start-1">
            {event.cancelled ? <CancellationNotice reason={event.cancelledReason} /> : null}
            <AboutEvent event={event} />
            <div className="grid gap-6 md:grid-cols-2">
              <EventDateTime event={event} />
              <EventLocation event={event} />
            </div>
            <EventFacts event={event} />
            <VenueMap venue={event.venue} />
            {isUpcoming ? <RefundPolicy event={event} now={now} /> : null}
            {/* On a phone, questions for the organizer come after the details. */}
            {isUpcoming ? <div className="lg:hidden">{communityActions}</div> : null}
          </div>
        </div>
      </div>
      {isUpcoming ? (
        <Suspense fallback={null}>
          {mounted.contact ? (
            <ContactOrganizerDialog
              event={event}
              open={openDialog === 'contact'}
              onOpenChange={dialogOpenChange('contact')}
            />
          ) : null}
          {mounted.report && signedIn ? (
            <ReportEventDialog
              event={event}
              open={openDialog === 'report'}
              onOpenChange={dialogOpenChange('report')}
            />
          ) : null}
        </Suspense>
      ) : null}
    </>
  );
}
