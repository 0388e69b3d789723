import type { Booking } from '@ticketmela/domain';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cancellationPreview } from './cancellation-preview';
import { useCancelBooking } from './use-cancel-booking';

export interface CancelBookingDialogProps {
  /** The booking to cancel: its event's title for the question, its policy for the refund it would get. */
  booking: Booking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after the booking was cancelled (the toasts are already on their way). */
  onCancelled?: () => void;
}

/**
 * 'Cancel Booking' behind the confirm dialog, for the dashboard and the event page's "You're Registered!"
 * panel. It says what the server will refund if confirmed now (a full refund after the event's date changed).
 * The dialog stays open (both buttons disabled) while the cancellation runs, then closes either way.
 */
export function CancelBookingDialog({ booking, open, onOpenChange, onCancelled }: CancelBookingDialogProps) {
  const { cancel, isPending } = useCancelBooking();
  const title = booking.eventId?.title;
  const what = title ? `your booking for "${title}"` : 'this booking';
  const refund = open ? cancellationPreview(booking, new Date()) : '';

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel Booking"
      description={`Are you sure you want to cancel ${what}? ${refund} This cannot be undone.`}
      confirmText="Yes, Cancel Booking"
      cancelText="Keep Booking"
      busy={isPending}
      busyText="Cancelling..."
      variant="danger"
      onConfirm={async () => {
        const cancelled = await cancel(booking._id);
        onOpenChange(false);
        if (cancelled) onCancelled?.();
      }}
    />
  );
}
