import type { PromoCode } from '@ticketmela/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useDeletePromoCodeMutation } from '../api/delete-promo-code';
import { useUpdatePromoCodeMutation } from '../api/save-promo-code';

export type PromoCodeConfirmAction = { kind: 'toggle' | 'delete'; code: PromoCode };

function texts({ kind, code }: PromoCodeConfirmAction) {
  if (kind === 'delete') {
    return {
      title: `Delete ${code.code}?`,
      description:
        'The code is removed for good, and links that carry it stop giving the discount. A code that has been used cannot be deleted: switch it off instead.',
      confirmText: 'Delete',
      busyText: 'Deleting...',
      variant: 'danger' as const,
    };
  }
  return code.active
    ? {
        title: `Switch ${code.code} off?`,
        description: 'Buyers can no longer use it. Orders already made with it keep their price.',
        confirmText: 'Switch off',
        busyText: 'Switching off...',
        variant: 'warning' as const,
      }
    : {
        title: `Switch ${code.code} on?`,
        description: 'Buyers can use it again while it is valid and has uses left.',
        confirmText: 'Switch on',
        busyText: 'Switching on...',
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
  const update = useUpdatePromoCodeMutation(eventId);
  const remove = useDeletePromoCodeMutation(eventId);
  // The last action stays drawn while the dialog closes.
  const [shown, setShown] = useState(action);
  if (action !== null && action !== shown) setShown(action);
  if (!shown) return null;
  const { code } = shown;
  const words = texts(shown);

  function confirm() {
    if (!shown) return;
    if (shown.kind === 'delete') {
      remove.mutate(code._id, {
        onSuccess: (response) => toast.success(response?.message ?? 'Promo code deleted'),
        onError: (error) => toast.error(errorMessage(error, 'Failed to delete the promo code')),
        onSettled: onDone,
      });
      return;
    }
    const active = !code.active;
    update.mutate(
      { codeId: code._id, body: { active } },
      {
        onSuccess: () => toast.success(`${code.code} switched ${active ? 'on' : 'off'}`),
        onError: (error) => toast.error(errorMessage(error, 'Failed to change the promo code')),
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
