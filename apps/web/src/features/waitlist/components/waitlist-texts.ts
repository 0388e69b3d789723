import type { WaitlistEntry, WaitlistStatus } from '@ticketmela/domain';
import type { BadgeTone } from '@/components/ui/badge';
import { formatIndianDateTime } from '@/lib/format';

export function ticketCount(quantity: number): string {
  return quantity === 1 ? '1 ticket' : `${quantity} tickets`;
}

/** ' (VIP)' for a category's line; nothing for a single-price event's. */
function inCategory(categoryName: string | null): string {
  return categoryName ? ` (${categoryName})` : '';
}

/** "You're #3 in line for 2 tickets (VIP)". */
export function positionText(entry: WaitlistEntry): string {
  const place = entry.position === null ? "You're in line" : `You're #${entry.position} in line`;
  return `${place} for ${ticketCount(entry.quantity)}${inCategory(entry.categoryName)}`;
}

/** "2 tickets are held for you until 28 Nov 2026, 6:30 pm". */
export function heldText(entry: WaitlistEntry): string {
  const quantity = entry.offer?.quantity ?? entry.quantity;
  const verb = quantity === 1 ? 'is' : 'are';
  const until = entry.offer ? ` until ${formatIndianDateTime(entry.offer.expiresAt)}` : '';
  return `${ticketCount(quantity)}${inCategory(entry.categoryName)} ${verb} held for you${until}`;
}

export const STATUS_LABELS: Record<WaitlistStatus, string> = {
  waiting: 'Waiting',
  offered: 'Offered',
  converted: 'Bought',
  expired: 'Expired',
  declined: 'Declined',
  left: 'Left',
  closed: 'Closed',
};

export const STATUS_TONES: Record<WaitlistStatus, BadgeTone> = {
  waiting: 'blue',
  offered: 'orange',
  converted: 'green',
  expired: 'gray',
  declined: 'gray',
  left: 'gray',
  closed: 'red',
};
