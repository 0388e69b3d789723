import { useParams } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { QueueScreen } from '@/features/waiting-room/components/queue-screen';
import { EventWaitlistSide } from '@/features/waitlist/components/event-waitlist-side';
import { useCurrentUser } from '@/lib/session';

/** The signed-in person's place in an event's queue; sold out, the event's waitlist is offered below. */
export default function EventQueuePage() {
  const user = useCurrentUser();
  const { id = '' } = useParams();
  return (
    <PageContainer>
      <QueueScreen
        key={`${user._id}:${id}`}
        eventId={id}
        userId={user._id}
        renderSoldOut={(event) => (
          <EventWaitlistSide event={event} userId={user._id} renderBooking={({ waitlist }) => waitlist} />
        )}
      />
    </PageContainer>
  );
}
