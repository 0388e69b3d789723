import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { WaitlistEntry, WaitlistStatus } from '@ticketmela/domain';
import type { BadgeTone } from '@/components/ui/badge';
import { formatIndianDateTime } from '@/lib/format';

// The waitlist's sentences, whole (the i18n of the component that shows them, so they follow its language).

/** '1 ticket', '2 tickets'. */
export function ticketCount(i18n: I18n, quantity: number): string {
  return i18n._(msg`${plural(quantity, { one: '# ticket', other: '# tickets' })}`);
}

/** "You're #3 in line for 2 tickets (VIP)"; no category for a single-price event's line. */
export function positionText(i18n: I18n, entry: WaitlistEntry): string {
  const { position, quantity, categoryName } = entry;
  if (position === null) {
    return categoryName
      ? i18n._(
          msg`You're in line for ${plural(quantity, {
            one: `# ticket (${categoryName})`,
            other: `# tickets (${categoryName})`,
          })}`,
        )
      : i18n._(msg`You're in line for ${plural(quantity, { one: '# ticket', other: '# tickets' })}`);
  }
  return categoryName
    ? i18n._(
        msg`You're #${position} in line for ${plural(quantity, {
          one: `# ticket (${categoryName})`,
          other: `# tickets (${categoryName})`,
        })}`,
      )
    : i18n._(
        msg`You're #${position} in line for ${plural(quantity, { one: '# ticket', other: '# tickets' })}`,
      );
}

/** "2 tickets are held for you until 28 Nov 2026, 6:30 pm"; "2 tickets (VIP) are held for you" without a time. */
export function heldText(i18n: I18n, entry: WaitlistEntry): string {
  const quantity = entry.offer?.quantity ?? entry.quantity;
  const { categoryName } = entry;
  if (entry.offer) {
    const until = formatIndianDateTime(entry.offer.expiresAt);
    return categoryName
      ? i18n._(
          msg`${plural(quantity, {
            one: `# ticket (${categoryName}) is held for you until ${until}`,
            other: `# tickets (${categoryName}) are held for you until ${until}`,
          })}`,
        )
      : i18n._(
          msg`${plural(quantity, {
            one: `# ticket is held for you until ${until}`,
            other: `# tickets are held for you until ${until}`,
          })}`,
        );
  }
  return categoryName
    ? i18n._(
        msg`${plural(quantity, {
          one: `# ticket (${categoryName}) is held for you`,
          other: `# tickets (${categoryName}) are held for you`,
        })}`,
      )
    : i18n._(
        msg`${plural(quantity, { one: '# ticket is held for you', other: '# tickets are held for you' })}`,
      );
}

export const STATUS_LABELS: Record<WaitlistStatus, MessageDescriptor> = {
  waiting: msg`Waiting`,
  offered: msg`Offered`,
  converted: msg`Bought`,
  expired: msg`Expired`,
  declined: msg`Declined`,
  left: msg`Left`,
  closed: msg`Closed`,
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
