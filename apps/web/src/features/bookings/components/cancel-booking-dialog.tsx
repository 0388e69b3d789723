import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCancelBooking } from './use-cancel-booking';

export interface CancelBookingDialogProps {
  /** The booking to cancel and the event's title (for the question). */
  booking: { _id: string; eventTitle?: string | null | undefined };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after the booking was cancelled (the toasts are already on their way). */
  onCancelled?: () => void;
}

/**
 * 'Cancel Booking' behind the confirm dialog, for the dashboard and the event page's "You're Registered!"
 * panel. The dialog stays open (both buttons disabled) while the cancellation runs, then closes either way.
 */
export function CancelBookingDialog({ booking, open, onOpenChange, onCancelled }: CancelBookingDialogProps) {
  const { cancel, isPending } = useCancelBooking();
  const what = booking.eventTitle ? `your booking for "${booking.eventTitle}"` : 'this booking';

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel Booking"
      description={`Are you sure you want to cancel ${what}? Any refund follows the event's cancellation policy. This cannot be undone.`}
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
