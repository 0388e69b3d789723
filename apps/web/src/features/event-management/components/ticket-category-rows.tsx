import { Trans, useLingui } from '@lingui/react/macro';
import {
  EMPTY_TICKET_CATEGORY_ROW,
  EVENT_FORM_MESSAGES,
  type EventFormInput,
  type EventFormValues,
  MAX_TICKET_CATEGORIES,
} from '@ticketmela/domain';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { domainText } from '@/i18n/domain-text';
import { canAddTicketCategory, canRemoveTicketCategory } from './event-form-rules';

/** Seats already sold per existing ticket category (edit), by category id. */
export type SoldSeatsById = Record<string, number>;

/** The ticket category list: 1 to 5 rows of name, price, seats and an optional description. */
export function TicketCategoryRows({
  soldById = {},
  editing,
}: {
  soldById?: SoldSeatsById;
  editing: boolean;
}) {
  const { t } = useLingui();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<EventFormInput, unknown, EventFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'ticketCategories' });
  const listError = errors.ticketCategories?.root?.message ?? errors.ticketCategories?.message;
  const canAdd = canAddTicketCategory(fields.length);
  const canRemove = canRemoveTicketCategory(fields.length);
  const count = fields.length;
  const max = MAX_TICKET_CATEGORIES;

  return (
    <div className="space-y-4">
      <ol className="space-y-4">
        {fields.map((field, index) => {
          const rowErrors = errors.ticketCategories?.[index];
          const rowId = (field as { _id?: string | null })._id ?? null;
          const soldCount = rowId ? (soldById[rowId] ?? 0) : 0;
          const sold = soldCount.toLocaleString('en-IN');
          const number = index + 1;
          return (
            <li key={field.id} className="rounded-xl border border-gray-200 bg-stone-50 p-3.5 sm:p-5">
              <div className="flex items-center justify-between gap-3">
                <h3 className="whitespace-nowrap font-semibold text-gray-900">
                  <Trans>Ticket Category {number}</Trans>
                </h3>
                {canRemove ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => remove(index)}
                    aria-label={t`Remove ticket category ${number}`}
                    className="text-red-700 hover:bg-red-50 hover:text-red-800"
                    icon={<Trash2 aria-hidden="true" className="size-4" />}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                ) : null}
              </div>
              <div className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-3">
                <TextField
                  className="col-span-2 sm:col-span-1"
                  label={t`Category Name`}
                  required
                  placeholder={t`e.g. VIP, Early Bird`}
                  maxLength={60}
                  autoComplete="off"
                  error={rowErrors?.name?.message}
                  {...register(`ticketCategories.${index}.name`)}
                />
                <TextField
                  label={t`Price (₹)`}
                  required
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  placeholder="0"
                  error={rowErrors?.price?.message}
                  {...register(`ticketCategories.${index}.price`)}
                />
                <TextField
                  label={editing ? t`Total Seats` : t`Available Seats`}
                  required
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step="1"
                  placeholder="100"
                  hint={soldCount > 0 ? t`${sold} already sold` : undefined}
                  error={rowErrors?.totalSeats?.message}
                  {...register(`ticketCategories.${index}.totalSeats`)}
                />
              </div>
              <TextField
                className="mt-4"
                label={t`Description`}
                placeholder={t`Optional: what this ticket includes`}
                maxLength={300}
                autoComplete="off"
                error={rowErrors?.description?.message}
                {...register(`ticketCategories.${index}.description`)}
              />
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {domainText(listError)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          onClick={() => append({ ...EMPTY_TICKET_CATEGORY_ROW })}
          disabled={!canAdd}
          icon={<Plus aria-hidden="true" className="size-4" />}
        >
          <Trans>Add Category</Trans>
        </Button>
        <p className="text-sm text-gray-700">
          {canAdd
            ? t`${count} of ${max} categories. Only rows with a name, price and seats are saved.`
            : domainText(EVENT_FORM_MESSAGES.tooManyCategories)}
        </p>
      </div>
    </div>
  );
}
