import { useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastFailure } from '@/components/ui/failure-toast';
import { useDeleteEventMutation } from '../api/delete-event';
import type { ActionableEvent } from './event-row-actions';

/** Confirms an admin's delete of an event (DELETE /events/{id}), with an optional reason for the attendees. */
export function DeleteEventDialog({
  event,
  onClose,
}: {
  event: ActionableEvent | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const mutation = useDeleteEventMutation();
  const title = event?.title ?? '';

  function confirm(reason: string) {
    if (!event) return;
    mutation.mutate(
      { id: event._id, reason },
      {
        onSuccess: (answer) => {
          toast.success(answer?.message || t`Event deleted successfully`);
          onClose();
        },
        onError: (error) => toastFailure(t`Failed to delete event`, error),
      },
    );
  }

  return (
    <ConfirmDialog
      open={event !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t`Delete Event`}
      description={
        event
          ? t`Delete "${title}"? The event is cancelled for good: ticket sales stop, every attendee with a paid ticket is refunded in full, and the event stays listed as cancelled. This cannot be undone.`
          : ''
      }
      confirmText={t`Delete Event`}
      askReason
      reasonLabel={t`Reason (shown to attendees, optional)`}
      reasonPlaceholder={t`Left blank, attendees read: Cancelled by the TicketMela team`}
      busy={mutation.isPending}
      busyText={t`Deleting...`}
      onConfirm={confirm}
    />
  );
}
