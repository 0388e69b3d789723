import type { WaitlistEntry } from '@ticketmela/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useBookFreeOfferMutation } from '../api/book-free-offer';
import { ticketCount } from './waitlist-texts';

/** The offer of free tickets: booked at once, no payment. */
export function FreeOfferBooking({
  entry,
  onBooked,
}: {
  entry: WaitlistEntry;
  onBooked: (bookingId: string) => void;
}) {
  const book = useBookFreeOfferMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const quantity = entry.offer?.quantity ?? entry.quantity;

  function confirm() {
    setFailure(null);
    book.mutate(entry._id, {
      onSuccess: ({ booking }) => {
        toast.success('Booking successful!');
        onBooked(booking._id);
      },
      onError: (error) => setFailure(errorMessage(error, 'Booking failed. Please try again.')),
    });
  }

  return (
    <Card className="space-y-4 p-6">
      <p className="text-gray-700">These tickets are free: no payment is needed.</p>
      {failure ? <Alert title={failure} /> : null}
      <Button size="lg" fullWidth busy={book.isPending} onClick={confirm}>
        {`Book my ${ticketCount(quantity)}`}
      </Button>
    </Card>
  );
}
