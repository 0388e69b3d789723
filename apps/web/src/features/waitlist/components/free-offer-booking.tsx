import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WaitlistEntry } from '@ticketmela/domain';
import { ticketSlots } from '@ticketmela/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { AttendeeDetailsSection } from '@/components/checkout/attendee-details-section';
import { useAttendeeDetails } from '@/components/checkout/use-attendee-details';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useBookFreeOfferMutation } from '../api/book-free-offer';
import { useOfferQuestions } from '../api/get-offer-questions';

/** The offer of free tickets: the names on them (and the event's questions), then booked at once, no payment. */
export function FreeOfferBooking({
  entry,
  onBooked,
}: {
  entry: WaitlistEntry;
  onBooked: (bookingId: string) => void;
}) {
  const { t } = useLingui();
  const book = useBookFreeOfferMutation(({ booking }) => {
    toast.success(t`Booking successful!`);
    onBooked(booking._id);
  });
  const [failure, setFailure] = useState<string | null>(null);
  const quantity = entry.offer?.quantity ?? entry.quantity;
  const questionsQuery = useOfferQuestions(entry.event._id);
  const details = useAttendeeDetails({
    slots: ticketSlots([{ categoryName: entry.categoryName, quantity }]),
    questions: questionsQuery.data ?? [],
    buyerName: useSession().user?.name ?? '',
  });

  function confirm() {
    setFailure(null);
    const body = questionsQuery.isSuccess ? details.validate() : null;
    if (!body) return;
    book.mutate(
      { entryId: entry._id, details: body },
      {
        onError: (error) => {
          const message = errorMessage(error, t`Booking failed. Please try again.`);
          if (!details.showServerIssue(isApiError(error) ? error.field : undefined, message))
            setFailure(message);
        },
      },
    );
  }

  return (
    <Card className="space-y-4 p-6">
      <p className="text-gray-700">
        <Trans>These tickets are free: no payment is needed.</Trans>
      </p>
      <AttendeeDetailsSection
        questionsStatus={questionsQuery.status}
        onRetry={() => void questionsQuery.refetch()}
        details={details}
        disabled={book.isPending}
      />
      {failure ? <Alert title={failure} /> : null}
      <Button size="lg" fullWidth busy={book.isPending} onClick={confirm}>
        {t`Book my ${plural(quantity, { one: '# ticket', other: '# tickets' })}`}
      </Button>
    </Card>
  );
}
