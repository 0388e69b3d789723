import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PromoCode } from '@ticketmela/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useDeletePromoCodeMutation } from '../api/delete-promo-code';
import { useUpdatePromoCodeMutation } from '../api/save-promo-code';

export type PromoCodeConfirmAction = { kind: 'toggle' | 'delete'; code: PromoCode };

function texts({ kind, code }: PromoCodeConfirmAction, i18n: I18n) {
  const promoCode = code.code;
  if (kind === 'delete') {
    return {
      title: i18n._(msg`Delete ${promoCode}?`),
      description: i18n._(
        msg`The code is removed for good, and links that carry it stop giving the discount. A code that has been used cannot be deleted: switch it off instead.`,
      ),
      confirmText: i18n._(msg`Delete`),
      busyText: i18n._(msg`Deleting...`),
      variant: 'danger' as const,
    };
  }
  return code.active
    ? {
        title: i18n._(msg`Switch ${promoCode} off?`),
        description: i18n._(msg`Buyers can no longer use it. Orders already made with it keep their price.`),
        confirmText: i18n._(msg`Switch off`),
        busyText: i18n._(msg`Switching off...`),
        variant: 'warning' as const,
      }
    : {
        title: i18n._(msg`Switch ${promoCode} on?`),
        description: i18n._(msg`Buyers can use it again while it is valid and has uses left.`),
        confirmText: i18n._(msg`Switch on`),
        busyText: i18n._(msg`Switching on...`),
        variant: 'primary' as const,
      };
}

/** Confirms switching a code off or on, or deleting it; a refusal (a used code cannot be deleted) is its message. */
export function PromoCodeConfirm({
  eventId,
  action,
  onDone,
}: {
  eventId: string;
  action: PromoCodeConfirmAction | null;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const update = useUpdatePromoCodeMutation(eventId);
  const remove = useDeletePromoCodeMutation(eventId);
  // The last action stays drawn while the dialog closes.
  const [shown, setShown] = useState(action);
  if (action !== null && action !== shown) setShown(action);
  if (!shown) return null;
  const { code } = shown;
  const words = texts(shown, i18n);
  const promoCode = code.code;

  function confirm() {
    if (!shown) return;
    if (shown.kind === 'delete') {
      remove.mutate(code._id, {
        onSuccess: (response) => toast.success(response?.message ?? t`Promo code deleted`),
        onError: (error) => toast.error(errorMessage(error, t`Failed to delete the promo code`)),
        onSettled: onDone,
      });
      return;
    }
    const active = !code.active;
    update.mutate(
      { codeId: code._id, body: { active } },
      {
        onSuccess: () => toast.success(active ? t`${promoCode} switched on` : t`${promoCode} switched off`),
        onError: (error) => toast.error(errorMessage(error, t`Failed to change the promo code`)),
        onSettled: onDone,
      },
    );
  }

  return (
    <ConfirmDialog
      open={action !== null}
      onOpenChange={(open) => (open ? undefined : onDone())}
      title={words.title}
      description={words.description}
      confirmText={words.confirmText}
      busyText={words.busyText}
      variant={words.variant}
      busy={update.isPending || remove.isPending}
      onConfirm={confirm}
    />
  );
}
