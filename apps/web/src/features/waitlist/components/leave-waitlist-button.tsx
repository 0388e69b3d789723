import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WaitlistEntry } from '@ticketmela/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button, type ButtonProps } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useLeaveWaitlistMutation } from '../api/leave-waitlist';
import { positionText } from './waitlist-texts';

export const LEFT_WAITLIST_MESSAGE = msg`You have left the waitlist.`;

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
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const place = positionText(i18n, entry);
  const leave = useLeaveWaitlistMutation();

  function confirm() {
    leave.mutate(entry._id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(i18n._(LEFT_WAITLIST_MESSAGE));
      },
      onError: (failure) =>
        toast.error(errorMessage(failure, t`Could not leave the waitlist. Please try again.`)),
    });
  }

  return (
    <>
      <Button
        variant="outline"
        size={size}
        fullWidth={size !== 'sm'}
        onClick={() => setOpen(true)}
        aria-label={eventTitle ? t`Leave the waitlist for ${eventTitle}` : undefined}
      >
        <Trans>Leave the waitlist</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Leave the waitlist?`}
        description={t`${place}. If you leave, your place goes to the people behind you.`}
        confirmText={t`Leave the waitlist`}
        cancelText={t`Stay in line`}
        variant="danger"
        busy={leave.isPending}
        busyText={t`Leaving...`}
        onConfirm={confirm}
      />
    </>
  );
}
