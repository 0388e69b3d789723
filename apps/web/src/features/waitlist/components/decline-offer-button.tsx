import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WaitlistEntry } from '@ticketmela/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useLeaveWaitlistMutation } from '../api/leave-waitlist';

export const DECLINED_OFFER_MESSAGE = msg`Offer declined: the tickets go to the next person in line.`;

/** 'No thanks, give them to the next person': declines the offer (asked once more), which also leaves the list. */
export function DeclineOfferButton({ entry }: { entry: WaitlistEntry }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const decline = useLeaveWaitlistMutation();
  const quantity = entry.offer?.quantity ?? entry.quantity;

  function confirm() {
    decline.mutate(entry._id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(i18n._(DECLINED_OFFER_MESSAGE));
      },
      onError: (failure) =>
        toast.error(errorMessage(failure, t`Could not decline the offer. Please try again.`)),
    });
  }

  return (
    <>
      <Button variant="outline" fullWidth onClick={() => setOpen(true)}>
        <Trans>No thanks, give them to the next person</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Decline this offer?`}
        description={t`${plural(quantity, {
          one: 'The # ticket held for you go to the next person in line, and you leave the waitlist.',
          other: 'The # tickets held for you go to the next person in line, and you leave the waitlist.',
        })}`}
        confirmText={t`Decline the offer`}
        cancelText={t`Keep the offer`}
        variant="danger"
        busy={decline.isPending}
        busyText={t`Declining...`}
        onConfirm={confirm}
      />
    </>
  );
}
