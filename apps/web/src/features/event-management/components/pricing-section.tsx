import { Trans, useLingui } from '@lingui/react/macro';
import type { EventFormInput, EventFormValues } from '@ticketmela/domain';
import IndianRupee from 'lucide-react/icons/indian-rupee';
import Layers from 'lucide-react/icons/layers';
import { useFormContext } from 'react-hook-form';
import { TextField } from '@/components/ui/field';
import { ChoiceCards } from './form-controls';
import { type SoldSeatsById, TicketCategoryRows } from './ticket-category-rows';

type PricingMode = 'simple' | 'categories';

/** Pricing mode (Simple Pricing or Multiple Ticket Categories) and the fields of the chosen mode. */
export function PricingSection({
  editing,
  soldById,
  soldSeats,
}: {
  editing: boolean;
  soldById?: SoldSeatsById;
  /** Seats already sold (edit): the mode cannot be switched then. */
  soldSeats: number;
}) {
  const { t } = useLingui();
  const {
    register,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = useFormContext<EventFormInput, unknown, EventFormValues>();
  const mode: PricingMode = watch('hasTicketCategories') ? 'categories' : 'simple';
  const locked = soldSeats > 0;
  const sold = soldSeats.toLocaleString('en-IN');

  return (
    <>
      <ChoiceCards<PricingMode>
        legend={t`Pricing mode`}
        name="pricing-mode"
        value={mode}
        disabled={locked}
        onChange={(next) =>
          setValue('hasTicketCategories', next === 'categories', {
            shouldDirty: true,
            shouldValidate: isSubmitted,
          })
        }
        choices={[
          {
            value: 'simple',
            label: t`Simple Pricing`,
            description: t`One price for all tickets.`,
            icon: <IndianRupee aria-hidden="true" className="size-4 text-brand-700" />,
          },
          {
            value: 'categories',
            label: t`Multiple Ticket Categories`,
            description: t`Up to 5 categories, each with its own price and seats.`,
            icon: <Layers aria-hidden="true" className="size-4 text-brand-700" />,
          },
        ]}
      />
      {locked ? (
        <p className="text-sm text-gray-700">
          <Trans>
            Tickets have been sold, so the pricing mode cannot be changed. Prices and seats can still be
            edited.
          </Trans>
        </p>
      ) : null}
      {mode === 'simple' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t`Ticket Price (₹)`}
            required
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            placeholder={t`0 for a free event`}
            error={errors.price?.message}
            {...register('price')}
          />
          <TextField
            label={t`Total Seats`}
            required
            type="number"
            inputMode="numeric"
            min={1}
            step="1"
            placeholder="100"
            hint={editing && soldSeats > 0 ? t`${sold} already sold` : undefined}
            error={errors.totalSeats?.message}
            {...register('totalSeats')}
          />
        </div>
      ) : (
        <TicketCategoryRows editing={editing} soldById={soldById} />
      )}
    </>
  );
}
