import { useLingui } from '@lingui/react/macro';
import { type Answer, answerText } from '@ticketmela/domain';
import { cn } from '@/lib/cn';

/** Answers to the organizer's questions as 'Label: value' pairs, as the attendee list and its CSV show them. */
export function AnswerList({ answers, className }: { answers: Answer[]; className?: string }) {
  const { t } = useLingui();
  if (answers.length === 0) return null;
  return (
    <dl className={cn('flex flex-wrap gap-x-4 gap-y-0.5 text-sm', className)}>
      {answers.map((answer) => (
        <div key={answer.questionId} className="min-w-0">
          <dt className="inline text-gray-700">{answer.label}: </dt>
          <dd className="inline font-medium [overflow-wrap:anywhere] text-gray-900">
            {typeof answer.value === 'boolean' ? (answer.value ? t`Yes` : t`No`) : answerText(answer.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
