import { Trans, useLingui } from '@lingui/react/macro';
import {
  categoryQuantityOptions,
  type Event,
  isCategorySoldOut,
  MAX_TICKETS_PER_BOOKING,
  selectionAllowance,
  singlePriceSeatOptions,
  type TicketCategory,
} from '@ticketmela/domain';
import Ticket from 'lucide-react/icons/ticket';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { type ReactNode, useId } from 'react';
import { AttendeeDetailsSection } from '@/components/checkout/attendee-details-section';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { inputClasses } from '@/components/ui/field';
import { domainText } from '@/i18n/domain-text';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';
import { type BookingSelection, isEventSoldOut, summarizeSelection } from './booking-selection';
import { PanelHeading } from './panel-heading';
import { PromoCodeField } from './promo-code-field';
import { SelectionTotal } from './selection-total';
import type { CheckoutExtrasState } from './use-checkout-extras';

export interface BookingPanelProps {
  event: Event;
  /** Seats still available (GET /events/{id}/seats); used by single-price events. */
  remainingSeats: number;
  /** The current selection, already cut down to what is on sale. */
  selection: BookingSelection;
  onSelectionChange: (selection: BookingSelection) => void;
  /** 'Book Now': starts the payment, or books a free selection at once. */
  onBook: () => void;
  /** The payment is being started (seats are being held). */
  busy?: boolean;
  /** Why the last attempt failed (sold out, event changed, ...). */
  error?: string | null;
  /** Shown above the total while there is something to pay (the GST details for a business invoice). */
  invoiceDetails?: ReactNode;
  /** The promo code (above the total, which it lowers) and "Who's going?" (once tickets are chosen). */
  extras?: CheckoutExtrasState;
}

const selectClasses = inputClasses(false, 'w-24 shrink-0 py-2');

function CategoryRow({
  category,
  quantities,
  onChange,
  disabled,
}: {
  category: TicketCategory;
  quantities: Record<string, number>;
  onChange: (quantity: number) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const soldOut = isCategorySoldOut(category.availableSeats);
  const options = categoryQuantityOptions(category.name, category.availableSeats, quantities);
  const value = quantities[category.name] ?? 0;
  const name = category.name;
  const available = category.availableSeats.toLocaleString('en-IN');

  return (
    <li
      className={cn(
        'flex items-start justify-between gap-3 rounded-xl border p-3.5',
        soldOut ? 'border-gray-200 bg-gray-50' : 'border-gray-200 bg-white',
      )}
    >
      <div className="min-w-0">
        <p className="font-semibold text-gray-900">{category.name}</p>
        <p className="text-sm font-semibold text-brand-800">{formatPrice(category.price)}</p>
        {category.description ? <p className="mt-1 text-sm text-gray-700">{category.description}</p> : null}
        {soldOut ? null : (
          <p className="mt-1 text-xs text-gray-600">
            <Trans>{available} available</Trans>
          </p>
        )}
      </div>
      {soldOut ? (
        <Badge tone="red" className="shrink-0">
          <Trans>Sold Out</Trans>
        </Badge>
      ) : (
        <div className="shrink-0">
          <label htmlFor={id} className="sr-only">
            {t`Quantity for ${name}`}
          </label>
          <select
            id={id}
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(Number(event.target.value))}
            className={selectClasses}
          >
            {options.map((quantity) => (
              <option key={quantity} value={quantity}>
                {quantity}
              </option>
            ))}
          </select>
        </div>
      )}
    </li>
  );
}

function AllowanceNotice({ total }: { total: number }) {
  const { t } = useLingui();
  const { showWarning, remainingText, limitMessage } = selectionAllowance(total);
  const max = MAX_TICKETS_PER_BOOKING;
  return (
    <div className="space-y-2">
      <p className="text-sm text-gray-700">
        {t`${total} of ${max} tickets selected`}
        {remainingText ? (
          <span className="ml-1 font-semibold text-gray-900">{domainText(remainingText)}</span>
        ) : null}
      </p>
      {limitMessage ? (
        <p
          role="status"
          className="flex gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {domainText(limitMessage)}
        </p>
      ) : showWarning ? (
        <p
          role="status"
          className="flex gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <Trans>You are close to the limit of {max} tickets per booking.</Trans>
        </p>
      ) : null}
    </div>
  );
}

function SeatSelect({
  event,
  remainingSeats,
  seats,
  onChange,
  disabled,
}: {
  event: Event;
  remainingSeats: number;
  seats: number;
  onChange: (seats: number) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const options = singlePriceSeatOptions(remainingSeats);
  const remaining = remainingSeats.toLocaleString('en-IN');
  const max = MAX_TICKETS_PER_BOOKING;
  return (
    <div className="space-y-3">
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm text-gray-700">
          <Trans>Price per ticket</Trans>
        </span>
        <span className="text-lg font-bold text-gray-900">{formatPrice(event.price)}</span>
      </div>
      {options.length === 0 ? (
        <p className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-semibold text-red-800">
          <Trans>Sold Out</Trans>
        </p>
      ) : (
        <div className="space-y-1.5">
          <label htmlFor={id} className="text-sm font-medium text-gray-800">
            <Trans>Number of seats</Trans>
          </label>
          <select
            id={id}
            value={seats}
            disabled={disabled}
            onChange={(changeEvent) => onChange(Number(changeEvent.target.value))}
            className={inputClasses(false)}
          >
            {options.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
          <p className="text-xs text-gray-600">
            {t`${remaining} seats available · at most ${max} per booking`}
          </p>
        </div>
      )}
    </div>
  );
}

/** The booking panel: ticket categories (or the seat count), the 10-ticket allowance, the total and 'Book Now'. */
export function BookingPanel({
  event,
  remainingSeats,
  selection,
  onSelectionChange,
  onBook,
  busy = false,
  error = null,
  invoiceDetails,
  extras,
}: BookingPanelProps) {
  const { t } = useLingui();
  const summary = summarizeSelection(event, selection);
  const soldOut = isEventSoldOut(event, remainingSeats);
  const nothingSelected = summary.quantity === 0;
  const totalPaise = extras ? extras.totalPaise : summary.totalPaise;
  const label = soldOut ? t`Sold Out` : nothingSelected ? t`Select Tickets` : t`Book Now`;

  return (
    <Card className="p-6">
      <PanelHeading icon={<Ticket aria-hidden="true" className="size-5" />}>
        <Trans>Book Tickets</Trans>
      </PanelHeading>

      <form
        className="mt-5 space-y-5"
        aria-label={t`Ticket selection`}
        onSubmit={(submitEvent) => {
          submitEvent.preventDefault();
          if (!soldOut && !nothingSelected && !busy) onBook();
        }}
      >
        {selection.kind === 'categories' ? (
          <fieldset className="space-y-3">
            <legend className="mb-3 text-sm font-semibold text-gray-800">
              <Trans>Choose your tickets</Trans>
            </legend>
            <ul className="space-y-3">
              {event.ticketCategories.map((category) => (
                <CategoryRow
                  key={category._id}
                  category={category}
                  quantities={selection.quantities}
                  disabled={busy}
                  onChange={(quantity) => {
                    const quantities = { ...selection.quantities };
                    if (quantity > 0) quantities[category.name] = quantity;
                    else delete quantities[category.name];
                    onSelectionChange({ kind: 'categories', quantities });
                  }}
                />
              ))}
            </ul>
            <AllowanceNotice total={summary.quantity} />
          </fieldset>
        ) : (
          <SeatSelect
            event={event}
            remainingSeats={remainingSeats}
            seats={selection.seats}
            disabled={busy}
            onChange={(seats) => onSelectionChange({ kind: 'seats', seats })}
          />
        )}

        {extras && !soldOut && !nothingSelected ? (
          <AttendeeDetailsSection
            questionsStatus={extras.questionsStatus}
            onRetry={extras.retryQuestions}
            details={extras.details}
            disabled={busy}
          />
        ) : null}

        {!soldOut && totalPaise > 0 ? invoiceDetails : null}

        {extras && !soldOut ? (
          <PromoCodeField state={extras.promo} notApplicable={extras.notApplicable} disabled={busy} />
        ) : null}

        <SelectionTotal
          summary={summary}
          quote={extras?.sentCode ? extras.quote : null}
          promoCode={extras?.sentCode ?? null}
        />

        {error ? <Alert tone="error">{error}</Alert> : null}

        <Button type="submit" size="lg" fullWidth busy={busy} disabled={soldOut || nothingSelected}>
          {label}
        </Button>
      </form>
    </Card>
  );
}
