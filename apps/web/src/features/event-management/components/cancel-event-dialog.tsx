import { useLingui } from '@lingui/react/macro';
import type { Event } from '@ticketmela/domain';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useCancelEventMutation } from '../api/cancel-event';

/** 'Cancel Event': asks for a reason, then cancels the event; closes once it is cancelled. */
export function CancelEventDialog({ event, onClose }: { event: Event | null; onClose: () => void }) {
  const { t } = useLingui();
  const cancelMutation = useCancelEventMutation();
  const cancelTitle = event?.title;

  function confirmCancel(reason: string) {
    if (!event) return;
    cancelMutation.mutate(
      { id: event._id, reason },
      {
        onSuccess: () => {
          toast.success(t`Event cancelled successfully`);
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error, t`Failed to cancel event`)),
      },
    );
  }

  return (
    <ConfirmDialog
      open={event !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Cancel Event`}
      description={
        event
          ? t`Are you sure you want to cancel "${cancelTitle}"? This cannot be undone: the event stops selling tickets and attendees will see your reason on its page.`
          : ''
      }
      confirmText={t`Cancel Event`}
      cancelText={t`Keep Event`}
      variant="danger"
      requireReason
      reasonLabel={t`Reason for cancellation`}
      reasonPlaceholder={t`e.g. The venue is unavailable on this date`}
      busy={cancelMutation.isPending}
      busyText={t`Cancelling...`}
      onConfirm={confirmCancel}
    />
  );
}
