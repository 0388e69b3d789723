import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { canManageEvent, type Event } from '@ticketmela/domain';
import type { ReactNode } from 'react';
import { OrganizerEventHeader } from '@/components/layouts/organizer-event-header';
import { Alert } from '@/components/ui/alert';
import { ListSkeleton, LoadFailed } from '@/components/ui/list-states';
import { isRefusedOrMissing } from '@/lib/api-refusals';
import { useCurrentUser } from '@/lib/session';
import { useSaleEvent } from '../api/get-sale-event';

/** What a sale set-up page sets up, as its refusal names it. */
export type SaleSetupWhat = 'promoCodes' | 'questions';

const NOT_YOURS: Record<SaleSetupWhat, { title: MessageDescriptor; text: MessageDescriptor }> = {
  promoCodes: {
    title: msg`These promo codes are not yours to change`,
    text: msg`Only the event's organizer or an admin can set up its promo codes.`,
  },
  questions: {
    title: msg`These checkout questions are not yours to change`,
    text: msg`Only the event's organizer or an admin can set up its checkout questions.`,
  },
};

export function NotYours({ what }: { what: SaleSetupWhat }) {
  const { i18n } = useLingui();
  return (
    <Alert tone="warning" title={i18n._(NOT_YOURS[what].title)}>
      {i18n._(NOT_YOURS[what].text)}
    </Alert>
  );
}

/**
 * The frame of a sale set-up page: back to the dashboard, the heading with the event's title, and the body once
 * the event is loaded and the signed-in person may manage it (its organizer or an admin).
 */
export function SaleSetupPage({
  eventId,
  title,
  what,
  icon,
  loadingLabel,
  children,
}: {
  eventId: string;
  title: string;
  /** Promo codes or checkout questions: what the refusal names. */
  what: SaleSetupWhat;
  icon: ReactNode;
  loadingLabel: string;
  children: (event: Event) => ReactNode;
}) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const query = useSaleEvent(eventId);
  const event = query.data;
  const mayManage = event ? canManageEvent(user, event.organizerId._id) : false;
  return (
    <div className="space-y-8">
      <title>{event ? `${title}: ${event.title} — TicketMela` : `${title} — TicketMela`}</title>
      <OrganizerEventHeader icon={icon} title={title} eventTitle={event?.title} />
      {query.isPending ? (
        <ListSkeleton label={loadingLabel} rows={3} rowClassName="h-16" />
      ) : query.isError ? (
        isRefusedOrMissing(query.error) ? (
          <Alert tone="warning" title={t`This event was not found`}>
            <Trans>It may have been deleted, or the address is wrong.</Trans>
          </Alert>
        ) : (
          <LoadFailed title={t`The event could not be loaded.`} onRetry={() => void query.refetch()} />
        )
      ) : mayManage ? (
        children(query.data)
      ) : (
        <NotYours what={what} />
      )}
    </div>
  );
}

/** The event's ticket category names (none for a single-price event). */
export function categoryNamesOf(event: Event): string[] {
  return event.hasTicketCategories ? event.ticketCategories.map((category) => category.name) : [];
}
