import { Trans, useLingui } from '@lingui/react/macro';
import { type Answer, type AppliedPromo, answerText, type TicketHolder } from '@ticketmela/domain';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatInr } from '@/lib/format';

/** Answers as "T-shirt size?: M", one a line. */
export function AnswerList({ answers, className }: { answers: Answer[]; className?: string }) {
  const { t } = useLingui();
  if (answers.length === 0) return null;
  return (
    <ul className={cn('space-y-0.5 text-xs text-gray-700', className)}>
      {answers.map((answer) => (
        <li key={answer.questionId} className="break-words">
          <span className="text-gray-600">{`${answer.label}: `}</span>
          <span className="font-medium text-gray-900">
            {typeof answer.value === 'boolean' ? (answer.value ? t`Yes` : t`No`) : answerText(answer.value)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The names on a booking's tickets, in order, each with its category and answers; cancelled ones struck through. */
export function TicketHolderList({ holders }: { holders: TicketHolder[] }) {
  return (
    <ol className="space-y-2">
      {holders.map((holder) => (
        <li key={holder.position} className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span
              className={cn(
                'break-words',
                holder.cancelled ? 'text-gray-600 line-through' : 'font-semibold text-gray-900',
              )}
            >
              {holder.name}
            </span>
            {holder.categoryName ? (
              <span className="text-xs text-gray-600">{holder.categoryName}</span>
            ) : null}
            {holder.cancelled ? (
              <Badge tone="red">
                <Trans>Cancelled</Trans>
              </Badge>
            ) : null}
          </p>
          <AnswerList answers={holder.answers} className="mt-0.5" />
        </li>
      ))}
    </ol>
  );
}

/** "COLLEGE20: −₹250": the code a booking was bought with and what it took off. */
export function appliedPromoLabel(promo: AppliedPromo): string {
  return `${promo.code}: −${formatInr(promo.discount)}`;
}
