import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DEFAULT_REFUND_TIERS, type EventFormInput, type EventFormValues } from '@ticketmela/domain';
import ShieldCheck from 'lucide-react/icons/shield-check';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { Controller, useFormContext } from 'react-hook-form';
import { TextAreaField, TextField } from '@/components/ui/field';
import { domainText } from '@/i18n/domain-text';
import { clampPercentageInput } from './event-form-rules';
import { ChoiceCards } from './form-controls';

type PolicyMode = 'default' | 'custom';

const TIERS = [
  { key: 'sevenDaysOrMore', label: msg`7+ days before (%)`, window: msg`7+ days before the event` },
  { key: 'oneToDays', label: msg`1-7 days before (%)`, window: msg`1-7 days before the event` },
  { key: 'lessThanDay', label: msg`Less than 24 hours (%)`, window: msg`Less than 24 hours before` },
] as const;

/** Refund Policy: the default tiers (100/50/0) or three custom percentages (0-100) and a description. */
export function RefundPolicySection() {
  const { t, i18n } = useLingui();
  const refundText = (percentage: number) => (percentage === 0 ? t`No refund` : t`${percentage}% refund`);
  const {
    control,
    register,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = useFormContext<EventFormInput, unknown, EventFormValues>();
  const mode: PolicyMode = watch('useDefaultRefundPolicy') === false ? 'custom' : 'default';
  const policyErrors = errors.customRefundPolicy;
  // A server error naming the whole policy (the field checks above name each input).
  const policyError = policyErrors?.root?.message ?? policyErrors?.message;

  return (
    <>
      <ChoiceCards<PolicyMode>
        legend={t`Policy type`}
        name="refund-policy-mode"
        value={mode}
        onChange={(next) =>
          setValue('useDefaultRefundPolicy', next === 'default', {
            shouldDirty: true,
            shouldValidate: isSubmitted,
          })
        }
        choices={[
          {
            value: 'default',
            label: t`Use Default Policy`,
            description: t`The standard TicketMela refund tiers.`,
            icon: <ShieldCheck aria-hidden="true" className="size-4 text-brand-700" />,
          },
          {
            value: 'custom',
            label: t`Custom Policy`,
            description: t`Set your own refund percentage for each window.`,
            icon: <SlidersHorizontal aria-hidden="true" className="size-4 text-brand-700" />,
          },
        ]}
      />
      {mode === 'default' ? (
        <ul className="grid gap-3 sm:grid-cols-3" aria-label={t`Default refund policy`}>
          {TIERS.map((tier) => (
            <li key={tier.key} className="rounded-xl bg-stone-50 p-4 ring-1 ring-gray-200 ring-inset">
              <p className="text-sm text-gray-700">{i18n._(tier.window)}</p>
              <p className="mt-1 text-lg font-bold text-gray-900">
                {refundText(DEFAULT_REFUND_TIERS[tier.key])}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            {TIERS.map((tier) => (
              <Controller
                key={tier.key}
                control={control}
                name={`customRefundPolicy.${tier.key}`}
                render={({ field }) => (
                  <TextField
                    label={i18n._(tier.label)}
                    required
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={100}
                    step="1"
                    name={field.name}
                    ref={field.ref}
                    value={field.value === null || field.value === undefined ? '' : String(field.value)}
                    onChange={(event) => field.onChange(clampPercentageInput(event.target.value))}
                    onBlur={field.onBlur}
                    error={policyErrors?.[tier.key]?.message}
                  />
                )}
              />
            ))}
          </div>
          {policyError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {domainText(policyError)}
            </p>
          ) : null}
          <TextAreaField
            label={t`Policy Description`}
            hint={t`Optional: explain your policy to attendees.`}
            rows={3}
            maxLength={500}
            placeholder={t`e.g. Refunds are processed to the original payment method.`}
            error={policyErrors?.description?.message}
            {...register('customRefundPolicy.description')}
          />
        </>
      )}
    </>
  );
}
