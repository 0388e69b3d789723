import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Booking } from '@ticketmela/domain';
import { useId } from 'react';
import { inputClasses } from '@/components/ui/field';
import { formatPrice } from '@/lib/format';
import { chosenCount, linesLeft, type TicketChoice } from './cancel-choice';

type ChooserBooking = Pick<
  Booking,
  'hasTicketCategories' | 'ticketItems' | 'totalQuantity' | 'priceAtBooking'
>;

const countOptions = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

function SeatCountSelect({
  booking,
  seats,
  onChange,
  disabled,
}: {
  booking: ChooserBooking;
  seats: number;
  onChange: (seats: number) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const total = booking.totalQuantity;
  const price = formatPrice(booking.priceAtBooking);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-gray-900">
        <Trans>Tickets to cancel</Trans>
      </label>
      <select
        id={id}
        value={seats}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(Number(event.target.value))}
        className={inputClasses(false)}
      >
        {countOptions(1, booking.totalQuantity).map((count) => (
          <option key={count} value={count}>
            {count === total ? t`${count} (all of them)` : count}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-xs text-gray-600">
        {t`You have ${plural(total, { one: '# ticket', other: '# tickets' })} at ${price} each.`}
      </p>
    </div>
  );
}

function LineCountSelects({
  booking,
  quantities,
  onChange,
  disabled,
}: {
  booking: ChooserBooking;
  quantities: Record<string, number>;
  onChange: (quantities: Record<string, number>) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold text-gray-900">
        <Trans>Tickets to cancel</Trans>
      </legend>
      <ul className="space-y-2">
        {linesLeft(booking).map((item, index) => {
          const selectId = `${id}-${index}`;
          const quantity = item.quantity;
          const price = formatPrice(item.pricePerTicket);
          return (
            <li
              key={item.categoryName}
              className="flex items-center justify-between gap-3 rounded-xl border border-gray-200 p-3"
            >
              <div className="min-w-0">
                <label htmlFor={selectId} className="font-semibold break-words text-gray-900">
                  {item.categoryName}
                </label>
                <p className="text-xs text-gray-600">{t`You have ${quantity} · ${price} each`}</p>
              </div>
              <div className="w-20 shrink-0">
                <select
                  id={selectId}
                  value={quantities[item.categoryName] ?? 0}
                  onChange={(event) =>
                    onChange({ ...quantities, [item.categoryName]: Number(event.target.value) })
                  }
                  className={inputClasses(false, 'py-2')}
                >
                  {countOptions(0, item.quantity).map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** What the choice comes to: how many go and how many stay, or that nothing is chosen yet. */
function ChoiceSummary({ booking, choice }: { booking: ChooserBooking; choice: TicketChoice }) {
  const { t } = useLingui();
  const count = chosenCount(choice);
  const total = booking.totalQuantity;
  const left = total - count;
  const text =
    count === 0
      ? t`Choose at least one ticket to cancel.`
      : left <= 0
        ? t`All ${plural(total, { one: '# ticket', other: '# tickets' })}: this cancels the whole booking.`
        : t`Cancelling ${plural(count, { one: '# ticket', other: '# tickets' })}; ${left} stay on your booking with the same QR code.`;
  return <p className="text-sm font-medium text-gray-800">{text}</p>;
}

/**
 * The cancel dialog's choice for a booking of more than one ticket: a seat count (single price) or a count per
 * category line, every ticket to start with.
 */
export function CancelTicketsChooser({
  booking,
  choice,
  onChange,
  disabled,
}: {
  booking: ChooserBooking;
  choice: TicketChoice;
  onChange: (choice: TicketChoice) => void;
  disabled: boolean;
}) {
  return (
    <div className="space-y-3">
      {choice.kind === 'seats' ? (
        <SeatCountSelect
          booking={booking}
          seats={choice.seats}
          disabled={disabled}
          onChange={(seats) => onChange({ kind: 'seats', seats })}
        />
      ) : (
        <LineCountSelects
          booking={booking}
          quantities={choice.quantities}
          disabled={disabled}
          onChange={(quantities) => onChange({ kind: 'lines', quantities })}
        />
      )}
      <ChoiceSummary booking={booking} choice={choice} />
    </div>
  );
}
