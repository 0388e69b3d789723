import { useNavigate, useParams } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { paths } from '@/config/paths';
import { TicketTaxDocuments } from '@/features/bookings/components/booking-tax-documents';
import { TicketCancelAction } from '@/features/bookings/components/ticket-cancel-action';
import { TicketPaidBy } from '@/features/bookings/components/ticket-paid-by';
import { TicketPartialCancellations } from '@/features/bookings/components/ticket-partial-cancellations';
import { TicketScreen } from '@/features/tickets/components/ticket-screen';
import { useCurrentUser } from '@/lib/session';

export default function TicketPage() {
  const user = useCurrentUser();
  const { bookingId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <PageContainer>
      <TicketScreen
        key={`${user._id}:${bookingId}`}
        userId={user._id}
        bookingId={bookingId}
        renderDetails={(ticket) => (
          <>
            <TicketPartialCancellations userId={user._id} bookingId={ticket.bookingId} />
            <TicketPaidBy userId={user._id} bookingId={ticket.bookingId} />
          </>
        )}
        renderActions={(ticket) => (
          <>
            <TicketTaxDocuments userId={user._id} bookingId={ticket.bookingId} />
            <TicketCancelAction
              userId={user._id}
              bookingId={ticket.bookingId}
              // Held by the route, which stays: the ticket (and this action with it) is gone once cancelled.
              onCancelled={() => void navigate(paths.cancelledBookings)}
            />
          </>
        )}
      />
    </PageContainer>
  );
}
