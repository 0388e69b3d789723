import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PromoCode } from '@ticketmela/domain';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button, buttonClasses } from '@/components/ui/button';
import { toastFailure } from '@/components/ui/failure-toast';
import { TextField } from '@/components/ui/field';
import { Modal, ModalClose } from '@/components/ui/modal';
import { isApiError } from '@/lib/api-client';
import { useCreatePromoCodeMutation, useUpdatePromoCodeMutation } from '../api/save-promo-code';
import { CategoryCheckboxes } from './category-checkboxes';
import { KindChoice, VALUE_LABELS } from './kind-choice';
import {
  changedFields,
  EMPTY_PROMO_FORM,
  PROMO_FORM_FIELDS,
  type PromoCodeBody,
  type PromoCodeFormValues,
  promoCodeResolver,
  promoCodeToForm,
  promoSummary,
} from './promo-code-values';

/** The field a server refusal names ('ticketCategoryNames.0' is the categories' field), if the form has it. */
function formField(field: string | undefined) {
  const head = field?.split('.')[0];
  return PROMO_FORM_FIELDS.find((name) => name === head);
}

/** A preview of the value as buyers will read it, once it is a number. */
function valuePreview(values: Pick<PromoCodeFormValues, 'kind' | 'value'>, i18n: I18n) {
  const value = Number(values.value);
  if (values.value.trim() === '' || !Number.isFinite(value) || value < 0)
    return i18n._(msg`Buyers see what the code does on the event page.`);
  const summary = promoSummary(values.kind, value);
  return i18n._(msg`Buyers see: ${summary}`);
}

/**
 * Creates a code, or edits one (`code` given): the form is checked by the API's own schema as it is sent, and a
 * server refusal about a field is shown under it. An edit sends only what changed.
 */
export function PromoCodeDialog({
  eventId,
  code,
  categoryNames,
  onClose,
}: {
  eventId: string;
  /** The code being edited; null to create one. */
  code: PromoCode | null;
  categoryNames: string[];
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const create = useCreatePromoCodeMutation(eventId);
  const update = useUpdatePromoCodeMutation(eventId);
  const formId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<PromoCodeFormValues, unknown, PromoCodeBody>({
    resolver: promoCodeResolver,
    defaultValues: code ? promoCodeToForm(code) : EMPTY_PROMO_FORM,
  });
  const kind = watch('kind');
  const value = watch('value');
  const textLocked = code !== null && code.uses > 0;
  const promoCode = code?.code;

  function refused(error: unknown, fallback: string) {
    const field = isApiError(error) ? formField(error.field) : undefined;
    if (field && isApiError(error))
      setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
    toastFailure(fallback, error);
  }

  const onSubmit = handleSubmit(async (body) => {
    try {
      if (code === null) {
        await create.mutateAsync(body);
        const promoCode = body.code;
        toast.success(t`Promo code ${promoCode} created`);
      } else {
        const changes = changedFields(code, body);
        if (Object.keys(changes).length > 0) {
          await update.mutateAsync({ codeId: code._id, body: changes });
          const promoCode = body.code;
          toast.success(t`Promo code ${promoCode} updated`);
        }
      }
      onClose();
    } catch (error) {
      refused(error, code === null ? t`Failed to create the promo code` : t`Failed to update the promo code`);
    }
  });

  const busy = create.isPending || update.isPending;
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={code ? t`Edit ${promoCode}` : t`New promo code`}
      description={t`Buyers type the code at checkout, or follow a link that carries it.`}
      size="lg"
      locked={busy}
      footer={
        <>
          <ModalClose className={buttonClasses({ variant: 'outline' })} disabled={busy}>
            <Trans>Cancel</Trans>
          </ModalClose>
          <Button type="submit" form={formId} busy={busy}>
            {code ? <Trans>Save changes</Trans> : <Trans>Create code</Trans>}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t`Promo code`}>
        <TextField
          label={t`Code`}
          required
          maxLength={32}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          readOnly={textLocked}
          hint={
            textLocked
              ? t`This code has been used, so its text stays as it is.`
              : t`3 to 32 letters, digits, - or _. Buyers may type it in any case.`
          }
          error={errors.code?.message}
          {...register('code')}
        />
        <KindChoice registration={register('kind')} />
        <TextField
          label={i18n._(VALUE_LABELS[kind])}
          required
          type="number"
          inputMode="decimal"
          min={0}
          step={kind === 'percent' ? 1 : 0.01}
          className="max-w-xs"
          hint={valuePreview({ kind, value }, i18n)}
          error={errors.value?.message}
          {...register('value')}
        />
        {categoryNames.length > 0 ? (
          <Controller
            control={control}
            name="ticketCategoryNames"
            render={({ field, fieldState }) => (
              <CategoryCheckboxes
                legend={t`Ticket categories`}
                hint={t`Tick the categories the code lowers; none ticked: every ticket.`}
                categoryNames={categoryNames}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t`Max uses`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint={t`Orders in all; blank: no limit.`}
            error={errors.maxUses?.message}
            {...register('maxUses')}
          />
          <TextField
            label={t`Max uses per buyer`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint={t`Orders by one account; blank: no limit.`}
            error={errors.maxUsesPerBuyer?.message}
            {...register('maxUsesPerBuyer')}
          />
          <TextField
            label={t`Valid from`}
            type="datetime-local"
            hint={t`India Standard Time (IST); blank: from now.`}
            error={errors.validFrom?.message}
            {...register('validFrom')}
          />
          <TextField
            label={t`Valid until`}
            type="datetime-local"
            hint={t`India Standard Time (IST); blank: until the event.`}
            error={errors.validUntil?.message}
            {...register('validUntil')}
          />
        </div>
        <div className="flex items-start gap-3 text-sm">
          <input
            id={`${formId}-active`}
            type="checkbox"
            aria-describedby={`${formId}-active-hint`}
            className="mt-0.5 size-4 accent-brand-700"
            {...register('active')}
          />
          <div>
            <label htmlFor={`${formId}-active`} className="block cursor-pointer font-medium text-gray-900">
              <Trans>Active</Trans>
            </label>
            <p id={`${formId}-active-hint`} className="text-gray-700">
              <Trans>Buyers can use the code while it is valid.</Trans>
            </p>
          </div>
        </div>
      </form>
    </Modal>
  );
}
