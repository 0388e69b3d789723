import { Trans, useLingui } from '@lingui/react/macro';
import type { TicketHolder } from '@ticketmela/domain';
import { Badge } from '@/components/ui/badge';
import { AnswerList } from './answer-list';

/** One ticket of a booking: whose name it carries, its category, the holder's answers, and whether it was cancelled. */
export function TicketHolderRow({ ticket }: { ticket: TicketHolder }) {
  const { t } = useLingui();
  return (
    <li className="space-y-1 py-2.5 first:pt-0 last:pb-0">
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="text-xs font-medium text-gray-600 tabular-nums">
          <span className="sr-only">{t`Ticket`} </span>#{ticket.position}
        </span>
        <span className="font-semibold break-words text-gray-900">{ticket.name}</span>
        {ticket.categoryName ? <Badge tone="blue">{ticket.categoryName}</Badge> : null}
        {ticket.cancelled ? (
          <Badge tone="red">
            <Trans>Cancelled</Trans>
          </Badge>
        ) : null}
      </p>
      {ticket.email ? <p className="text-sm [overflow-wrap:anywhere] text-gray-700">{ticket.email}</p> : null}
      <AnswerList answers={ticket.answers} />
    </li>
  );
}
