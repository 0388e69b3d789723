import {
  type BookingBadgeKind,
  bookingBadge,
  type ClassifiableBooking,
  refundStatusLabel,
} from '@ticketmela/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { domainText } from '@/i18n/domain-text';

const badgeTones: Record<BookingBadgeKind, BadgeTone> = {
  cancelledByUser: 'red',
  eventCancelled: 'orange',
  cancelled: 'red',
  past: 'gray',
  verified: 'green',
  pending: 'yellow',
};

/** The dashboard card's status: 'Cancelled by You', 'Event Cancelled', 'Cancelled', 'Past Event', '✓ Verified', 'Pending'. */
export function BookingStatusBadge({
  booking,
  now,
  className,
}: {
  booking: ClassifiableBooking;
  now: Date;
  className?: string;
}) {
  const { kind, label } = bookingBadge(booking, now);
  return (
    <Badge tone={badgeTones[kind]} className={className}>
      {domainText(label)}
    </Badge>
  );
}

const refundTones: Record<string, BadgeTone> = {
  processed: 'green',
  pending: 'yellow',
  failed: 'red',
  none: 'gray',
};

/** The refund's status in words, coloured by how it stands (processed green, pending yellow, failed red). */
export function RefundStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge tone={refundTones[status] ?? 'blue'} className={className}>
      {domainText(refundStatusLabel(status))}
    </Badge>
  );
}
