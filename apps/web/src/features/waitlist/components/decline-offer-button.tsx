import type { WaitlistEntry } from '@ticketmela/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useLeaveWaitlistMutation } from '../api/leave-waitlist';
import { ticketCount } from './waitlist-texts';

export const DECLINED_OFFER_MESSAGE = 'Offer declined: the tickets go to the next person in line.';

/** 'No thanks, give them to the next person': declines the offer (asked once more), which also leaves the list. */
export function DeclineOfferButton({ entry }: { entry: WaitlistEntry }) {
  const [open, setOpen] = useState(false);
  const decline = useLeaveWaitlistMutation();
  const quantity = entry.offer?.quantity ?? entry.quantity;

  function confirm() {
    decline.mutate(entry._id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(DECLINED_OFFER_MESSAGE);
      },
      onError: (failure) =>
        toast.error(errorMessage(failure, 'Could not decline the offer. Please try again.')),
    });
  }

  return (
    <>
      <Button variant="outline" fullWidth onClick={() => setOpen(true)}>
        No thanks, give them to the next person
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Decline this offer?"
        description={`The ${ticketCount(quantity)} held for you go to the next person in line, and you leave the waitlist.`}
        confirmText="Decline the offer"
        cancelText="Keep the offer"
        variant="danger"
        busy={decline.isPending}
        busyText="Declining..."
        onConfirm={confirm}
      />
    </>
  );
}
