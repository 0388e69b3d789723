import type { WaitlistEntry } from '@ticketmela/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button, type ButtonProps } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useLeaveWaitlistMutation } from '../api/leave-waitlist';
import { positionText } from './waitlist-texts';

export const LEFT_WAITLIST_MESSAGE = 'You have left the waitlist.';

/** 'Leave the waitlist', asked once more: a place given up is not given back. */
export function LeaveWaitlistButton({
  entry,
  size = 'md',
  eventTitle,
}: {
  entry: WaitlistEntry;
  size?: ButtonProps['size'];
  /** Names the event in the button's accessible name where several entries are listed. */
  eventTitle?: string;
}) {
  const [open, setOpen] = useState(false);
  const leave = useLeaveWaitlistMutation();

  function confirm() {
    leave.mutate(entry._id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(LEFT_WAITLIST_MESSAGE);
      },
      onError: (failure) =>
        toast.error(errorMessage(failure, 'Could not leave the waitlist. Please try again.')),
    });
  }

  return (
    <>
      <Button
        variant="outline"
        size={size}
        fullWidth={size !== 'sm'}
        onClick={() => setOpen(true)}
        aria-label={eventTitle ? `Leave the waitlist for ${eventTitle}` : undefined}
      >
        Leave the waitlist
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Leave the waitlist?"
        description={`${positionText(entry)}. If you leave, your place goes to the people behind you.`}
        confirmText="Leave the waitlist"
        cancelText="Stay in line"
        variant="danger"
        busy={leave.isPending}
        busyText="Leaving..."
        onConfirm={confirm}
      />
    </>
  );
}
