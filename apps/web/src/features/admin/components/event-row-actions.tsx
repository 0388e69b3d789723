import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Event } from '@ticketmela/domain';
import Eye from 'lucide-react/icons/eye';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import UserRound from 'lucide-react/icons/user-round';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ExplainedButton } from './explained-button';

/** What a row's actions need of an event: the console's lists (events, flagged events) both answer these. */
export type ActionableEvent = Pick<Event, '_id' | 'title' | 'date' | 'cancelled' | 'organizerId'>;

export const ALREADY_CANCELLED_MESSAGE = msg`This event is already cancelled`;

/**
 * Why Delete is unavailable (the server refuses it with 409), or null. A past event may be deleted by an admin:
 * whatever happened to its date, everyone is refunded in full (decision 0029).
 */
function deleteBlocker(event: ActionableEvent): MessageDescriptor | null {
  return event.cancelled ? ALREADY_CANCELLED_MESSAGE : null;
}

/**
 * The admin's actions on one event row: Details (modal), Edit (/events/edit/{id}), Delete (confirm) and the
 * organizer's page (/admin/organizer/{id}). Each names its event for screen readers, since rows repeat them.
 */
export function EventRowActions({
  event,
  onDetails,
  onDelete,
  children,
  wrap = false,
}: {
  event: ActionableEvent;
  /** Let the buttons wrap (in a card) rather than stay on one line (in a table). */
  wrap?: boolean;
  onDetails: (id: string) => void;
  onDelete: (event: ActionableEvent) => void;
  /** Extra actions shown first (the flagged events' Reports button). */
  children?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const small = 'size-4';
  const title = event.title;
  const organizer = event.organizerId.name;
  const blocker = deleteBlocker(event);
  return (
    <div className={wrap ? 'flex flex-wrap gap-2' : 'flex justify-end gap-2 whitespace-nowrap'}>
      {children}
      <Button
        variant="outline"
        size="sm"
        aria-label={t`Details of ${title}`}
        onClick={() => onDetails(event._id)}
        icon={<Eye aria-hidden="true" className={small} />}
      >
        <Trans>Details</Trans>
      </Button>
      {event.cancelled ? (
        <ExplainedButton
          variant="outline"
          size="sm"
          aria-label={t`Edit ${title}`}
          unavailableReason={t`Cancelled events cannot be edited`}
          icon={<Pencil aria-hidden="true" className={small} />}
        >
          <Trans>Edit</Trans>
        </ExplainedButton>
      ) : (
        <Link
          to={paths.editEvent(event._id)}
          aria-label={t`Edit ${title}`}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <Pencil aria-hidden="true" className={small} />
          <Trans>Edit</Trans>
        </Link>
      )}
      <ExplainedButton
        variant="outline"
        size="sm"
        aria-label={t`Delete ${title}`}
        unavailableReason={blocker ? i18n._(blocker) : null}
        onClick={() => onDelete(event)}
        icon={<Trash2 aria-hidden="true" className={small} />}
      >
        <Trans>Delete</Trans>
      </ExplainedButton>
      <Link
        to={paths.adminOrganizer(event.organizerId._id)}
        aria-label={t`Organizer ${organizer}`}
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
      >
        <UserRound aria-hidden="true" className={small} />
        <Trans>Organizer</Trans>
      </Link>
    </div>
  );
}
