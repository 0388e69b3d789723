import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  documentNumber,
  financialYearOf,
  gstinStateCode,
  INDIAN_STATES,
  INVOICE_PREFIX_PATTERN,
  isValidGstin,
  type TaxProfile,
  TaxProfileBodySchema,
} from '@ticketmela/domain';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { domainText } from '@/i18n/domain-text';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useUpdateTaxProfileMutation } from '../api/update-tax-profile';

type TaxProfileInput = z.input<typeof TaxProfileBodySchema>;
type TaxProfileValues = z.output<typeof TaxProfileBodySchema>;

const FIELDS = ['legalName', 'gstin', 'address', 'stateCode', 'invoicePrefix', 'sac'] as const;
type Field = (typeof FIELDS)[number];
const isField = (field: string | undefined): field is Field => FIELDS.includes(field as Field);

export const TAX_PROFILE_SAVED_MESSAGE = msg`Tax details saved`;

function toInput(profile: TaxProfile): TaxProfileInput {
  return {
    legalName: profile.legalName,
    gstin: profile.gstin ?? '',
    address: profile.address,
    stateCode: profile.stateCode ?? '',
    invoicePrefix: profile.invoicePrefix,
    sac: profile.sac,
  };
}

/** What the first invoice and credit note of this financial year would be numbered, for the prefix typed. */
function numbersFor(prefix: string): { invoice: string; creditNote: string } | null {
  const clean = prefix.trim().toUpperCase();
  if (!INVOICE_PREFIX_PATTERN.test(clean)) return null;
  const year = financialYearOf(new Date());
  return {
    invoice: documentNumber(clean, 'invoice', year, 1),
    creditNote: documentNumber(clean, 'credit_note', year, 1),
  };
}

/** 'Tax details': the supplier's details every invoice of the organizer's events carries. */
export function TaxProfileForm({ profile }: { profile: TaxProfile }) {
  const { t, i18n } = useLingui();
  const mutation = useUpdateTaxProfileMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<TaxProfileInput, unknown, TaxProfileValues>({
    resolver: zodResolver(TaxProfileBodySchema),
    defaultValues: toInput(profile),
  });
  const numbers = numbersFor(watch('invoicePrefix') ?? '');
  const invoiceNumber = numbers?.invoice;
  const creditNoteNumber = numbers?.creditNote;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await mutation.mutateAsync(values);
      reset(toInput(saved));
      toast.success(i18n._(TAX_PROFILE_SAVED_MESSAGE));
    } catch (failure) {
      const message = errorMessage(failure, t`Saving the tax details failed`);
      toast.error(message);
      const field = isApiError(failure) ? failure.field : undefined;
      if (isField(field)) setError(field, { type: 'server', message }, { shouldFocus: true });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Tax details`} className="space-y-5">
      {profile.saved ? null : (
        <Alert tone="info" title={t`Not saved yet`}>
          <Trans>
            Check these details and save them: every invoice for your events is made out from them.
          </Trans>
        </Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t`Legal name`}
          required
          maxLength={200}
          autoComplete="organization"
          hint={t`As on your PAN or GST registration`}
          error={errors.legalName?.message}
          {...register('legalName')}
        />
        <TextField
          label="GSTIN"
          maxLength={20}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t`e.g. 27AAPFU0939F1ZV`}
          className="[&_input]:font-mono [&_input]:uppercase [&_input]:placeholder:normal-case"
          hint={t`Leave empty if you are not registered for GST`}
          error={errors.gstin?.message}
          {...register('gstin', {
            // A GSTIN names its state: fill State from it when none is chosen yet.
            onChange: (event: { target: { value: string } }) => {
              const gstin = event.target.value;
              if (!getValues('stateCode') && isValidGstin(gstin))
                setValue('stateCode', gstinStateCode(gstin));
            },
          })}
        />
      </div>
      <TextAreaField
        label={t`Address`}
        required
        rows={3}
        maxLength={500}
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address')}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField label={t`State`} required error={errors.stateCode?.message} {...register('stateCode')}>
          <option value="">
            <Trans>Select your state</Trans>
          </option>
          {INDIAN_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {domainText(state.name)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t`Invoice prefix`}
          required
          maxLength={4}
          autoComplete="off"
          autoCapitalize="characters"
          className="[&_input]:font-mono [&_input]:uppercase [&_input]:placeholder:normal-case"
          hint={
            numbers ? (
              <Trans>
                Invoices are numbered like <span className="font-mono">{invoiceNumber}</span>, credit notes
                like <span className="font-mono">{creditNoteNumber}</span>
              </Trans>
            ) : (
              t`1 to 4 capital letters or digits`
            )
          }
          error={errors.invoicePrefix?.message}
          {...register('invoicePrefix')}
        />
        <TextField
          label="SAC"
          required
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
          hint={t`The service code on your invoices`}
          error={errors.sac?.message}
          {...register('sac')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" busy={isSubmitting || mutation.isPending}>
          <Trans>Save tax details</Trans>
        </Button>
      </div>
    </form>
  );
}
