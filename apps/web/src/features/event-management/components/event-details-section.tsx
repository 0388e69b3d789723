import { useLingui } from '@lingui/react/macro';
import { type EventFormInput, type EventFormValues, INDIAN_STATES } from '@ticketmela/domain';
import CalendarDays from 'lucide-react/icons/calendar-days';
import { useFormContext } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { domainText } from '@/i18n/domain-text';
import { type CategoryChoices, CategorySelect } from './category-select';
import { FormSection } from './form-controls';

/** The form's Event Details: title, description, date and time, category, city and the venue's state. */
export function EventDetailsSection({
  categories,
  minDate,
}: {
  categories: CategoryChoices;
  /** The earliest date the picker offers (creating only); undefined when editing. */
  minDate: string | undefined;
}) {
  const { t } = useLingui();
  const {
    register,
    formState: { errors },
  } = useFormContext<EventFormInput, unknown, EventFormValues>();
  return (
    <FormSection
      title={t`Event Details`}
      description={t`What it is, when and where.`}
      icon={<CalendarDays aria-hidden="true" className="size-5" />}
    >
      <TextField
        label={t`Event Title`}
        required
        maxLength={200}
        placeholder={t`e.g. Sufi Night at the Fort`}
        autoComplete="off"
        error={errors.title?.message}
        {...register('title')}
      />
      <TextAreaField
        label={t`Description`}
        required
        rows={5}
        maxLength={5000}
        placeholder={t`Tell attendees what to expect: performers, schedule, what to bring...`}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t`Event Date & Time`}
          required
          type="datetime-local"
          min={minDate}
          hint={t`India Standard Time (IST)`}
          error={errors.date?.message}
          {...register('date')}
        />
        <CategorySelect categories={categories} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t`City`}
          required
          maxLength={100}
          placeholder={t`e.g. Mumbai`}
          autoComplete="address-level2"
          hint={t`Filled in when you choose a place on the map; you can change it.`}
          error={errors.city?.message}
          {...register('city')}
        />
        <SelectField
          label={t`State`}
          required
          hint={t`The venue's state: tickets are taxed there. Filled in from the city; you can change it.`}
          error={errors.stateCode?.message}
          {...register('stateCode')}
        >
          <option value="">{t`Select the venue's state`}</option>
          {INDIAN_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {domainText(state.name)}
            </option>
          ))}
        </SelectField>
      </div>
    </FormSection>
  );
}
