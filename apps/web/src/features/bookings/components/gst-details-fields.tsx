import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { type BuyerGstDetails, BuyerGstDetailsSchema } from '@ticketmela/domain';
import { useId } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/ui/field';

export type GstDetailsInput = z.input<typeof BuyerGstDetailsSchema>;
export type GstDetailsForm = UseFormReturn<GstDetailsInput, unknown, BuyerGstDetails>;

/** The checkout's "GST details for a business invoice": shut until asked for, checked by the domain's schema. */
export function useGstDetailsForm(): GstDetailsForm {
  return useForm<GstDetailsInput, unknown, BuyerGstDetails>({
    resolver: zodResolver(BuyerGstDetailsSchema),
    defaultValues: { gstin: '', legalName: '' },
  });
}

/**
 * The details to send with the payment: undefined when the buyer did not open the disclosure or left both fields
 * empty; 'invalid' when what they typed does not pass (the errors show under the fields, the first one focused).
 */
export async function gstDetailsToSend(
  form: GstDetailsForm,
  open: boolean,
): Promise<BuyerGstDetails | undefined | 'invalid'> {
  if (!open) return undefined;
  const { gstin, legalName } = form.getValues();
  if (!gstin.trim() && !legalName.trim()) {
    form.clearErrors();
    return undefined;
  }
  let details: BuyerGstDetails | 'invalid' = 'invalid';
  await form.handleSubmit((values) => {
    details = values;
  })();
  return details;
}

/**
 * A refusal the server pinned on the GST details (`gstDetails.gstin` or `.legalName`) shown under that field, focused.
 * Returns whether it was one.
 */
export function showGstDetailsRefusal(
  form: GstDetailsForm,
  field: string | undefined,
  message: string,
): boolean {
  if (!field?.startsWith('gstDetails')) return false;
  form.setError(
    field === 'gstDetails.legalName' ? 'legalName' : 'gstin',
    { type: 'server', message },
    { shouldFocus: true },
  );
  return true;
}

/** Two sets of details are the same invoice request (a held payment can be reused only for the same). */
export function sameGstDetails(a: BuyerGstDetails | undefined, b: BuyerGstDetails | undefined): boolean {
  return a?.gstin === b?.gstin && a?.legalName === b?.legalName;
}

/** The disclosure: a checkbox that shows GSTIN and Legal name. */
export function GstDetailsFields({
  form,
  open,
  onOpenChange,
  disabled = false,
}: {
  form: GstDetailsForm;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const panelId = useId();
  const checkboxId = useId();
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="rounded-xl border border-gray-200 p-3.5">
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={open}
          disabled={disabled}
          aria-controls={panelId}
          aria-describedby={`${checkboxId}-note`}
          onChange={(event) => {
            onOpenChange(event.target.checked);
            if (!event.target.checked) form.clearErrors();
          }}
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
        />
        <div className="min-w-0">
          <label htmlFor={checkboxId} className="block cursor-pointer text-sm font-semibold text-gray-900">
            <Trans>GST details for a business invoice</Trans>
          </label>
          <p id={`${checkboxId}-note`} className="text-xs text-gray-600">
            <Trans>Optional: your GSTIN on the invoice lets your business claim the GST.</Trans>
          </p>
        </div>
      </div>
      <div id={panelId} hidden={!open} className="mt-4 space-y-4">
        {open ? (
          <>
            <TextField
              label="GSTIN"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              placeholder={t`e.g. 27AAPFU0939F1ZV`}
              className="[&_input]:font-mono [&_input]:uppercase [&_input]:placeholder:normal-case"
              disabled={disabled}
              error={errors.gstin?.message}
              {...register('gstin')}
            />
            <TextField
              label={t`Legal name`}
              autoComplete="organization"
              maxLength={200}
              hint={t`As registered with this GSTIN`}
              disabled={disabled}
              error={errors.legalName?.message}
              {...register('legalName')}
            />
          </>
        ) : null}
      </div>
    </div>
  );
}
