import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { questionsFor } from '@ticketmela/domain';
import { TextField } from '@/components/ui/field';
import { domainText } from '@/i18n/domain-text';
import { QuestionInput } from './question-input';
import type { AttendeeDetails } from './use-attendee-details';

// The legend floats so that it sits inside the card's border, not on it; what follows it clears it.
const cardClasses = 'space-y-3 rounded-xl border border-gray-200 bg-white p-3.5 [&>legend~*]:clear-both';
const legendClasses = 'float-left w-full text-sm font-bold text-gray-900';

/** "Ticket 2 · Gold", or "Ticket 1" for a single-price event. */
export function ticketTitle(i18n: I18n, position: number, categoryName: string | null): string {
  return categoryName ? i18n._(msg`Ticket ${position} · ${categoryName}`) : i18n._(msg`Ticket ${position}`);
}

/**
 * The checkout's "Who's going?": a card per ticket with the name on it (the first one the buyer's), an optional
 * e-mail for that person's own ticket, and the event's questions for that ticket; then the questions asked once per
 * order. Each problem shows under its field.
 */
export function AttendeeDetailsFields({
  details,
  disabled = false,
}: {
  details: AttendeeDetails;
  disabled?: boolean;
}) {
  const { t, i18n } = useLingui();
  const { slots, questions, attendees, orderAnswers } = details;
  const orderQuestions = questionsFor(
    questions,
    'order',
    slots.map((slot) => slot.categoryName),
  );
  const general = details.issueAt('attendees') ?? details.issueAt('orderAnswers');
  if (slots.length === 0) return null;

  return (
    <div ref={details.containerRef} className="space-y-3">
      <div>
        <p className="text-sm font-semibold text-gray-800">
          <Trans>Who's going?</Trans>
        </p>
        <p className="text-xs text-gray-600">
          <Trans>The name on each ticket is shown at the door.</Trans>
        </p>
      </div>
      {general ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {domainText(general)}
        </p>
      ) : null}
      {slots.map((slot, index) => {
        const attendee = attendees[index];
        const path = `attendees.${index}`;
        return (
          <fieldset
            key={`${slot.categoryName ?? ''}-${slot.position}`}
            disabled={disabled}
            className={cardClasses}
          >
            <legend className={legendClasses}>{ticketTitle(i18n, slot.position, slot.categoryName)}</legend>
            <TextField
              label={t`Name`}
              required
              autoComplete={index === 0 ? 'name' : 'off'}
              maxLength={200}
              data-checkout-field={`${path}.name`}
              value={attendee?.name ?? ''}
              onChange={(event) => details.setName(index, event.target.value)}
              onBlur={() => details.touch(`${path}.name`)}
              error={details.issueAt(`${path}.name`)}
            />
            <TextField
              label={t`E-mail (optional)`}
              type="email"
              inputMode="email"
              autoComplete={index === 0 ? 'email' : 'off'}
              maxLength={254}
              hint={t`We'll send this person their own ticket`}
              data-checkout-field={`${path}.email`}
              value={attendee?.email ?? ''}
              onChange={(event) => details.setEmail(index, event.target.value)}
              onBlur={() => details.touch(`${path}.email`)}
              error={details.issueAt(`${path}.email`)}
            />
            {questionsFor(questions, 'ticket', [slot.categoryName]).map((question) => {
              const answerPath = `${path}.answers.${question._id}`;
              return (
                <QuestionInput
                  key={question._id}
                  question={question}
                  fieldKey={answerPath}
                  value={attendee?.answers?.[question._id]}
                  onChange={(value) => details.setAnswer(index, question._id, value)}
                  onBlur={() => details.touch(answerPath)}
                  error={details.issueAt(answerPath)}
                  disabled={disabled}
                />
              );
            })}
          </fieldset>
        );
      })}
      {orderQuestions.length > 0 ? (
        <fieldset disabled={disabled} className={cardClasses}>
          <legend className={legendClasses}>
            <Trans>About your order</Trans>
          </legend>
          {orderQuestions.map((question) => {
            const answerPath = `orderAnswers.${question._id}`;
            return (
              <QuestionInput
                key={question._id}
                question={question}
                fieldKey={answerPath}
                value={orderAnswers[question._id]}
                onChange={(value) => details.setOrderAnswer(question._id, value)}
                onBlur={() => details.touch(answerPath)}
                error={details.issueAt(answerPath)}
                disabled={disabled}
              />
            );
          })}
        </fieldset>
      ) : null}
    </div>
  );
}
