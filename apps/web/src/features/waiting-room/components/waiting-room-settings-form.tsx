import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ManagedWaitingRoom, WaitingRoomSettingsBody } from '@ticketmela/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { SwitchField } from '@/components/ui/switch-field';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useUpdateWaitingRoomSettingsMutation } from '../api/update-waiting-room-settings';
import {
  settingsToForm,
  type WaitingRoomSettingsValues,
  waitingRoomSettingsResolver,
} from './waiting-room-settings-values';

export const WAITING_ROOM_SAVED_MESSAGE = msg`Waiting room settings saved`;

// The form shows times to the minute: a stored time with seconds is unchanged when its minute is.
function sameMinute(a: string, b: string | null) {
  return b !== null && Math.floor(Date.parse(a) / 60_000) === Math.floor(Date.parse(b) / 60_000);
}

/**
 * The waiting room's switch and its on-sale time (India time). After the draw the time cannot move: it is shown
 * read-only, and the switch alone can change.
 */
export function WaitingRoomSettingsForm({ eventId, room }: { eventId: string; room: ManagedWaitingRoom }) {
  const { t, i18n } = useLingui();
  const mutation = useUpdateWaitingRoomSettingsMutation(eventId);
  const switchId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WaitingRoomSettingsValues, unknown, WaitingRoomSettingsBody>({
    resolver: waitingRoomSettingsResolver,
    defaultValues: settingsToForm(room),
  });
  const enabled = watch('enabled');
  const drawn = room.started;

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    // An unchanged time is sent as stored (to the second): after the draw, any other would be a move.
    const keep = room.onSaleAt !== null && (drawn || sameMinute(body.onSaleAt, room.onSaleAt));
    const onSaleAt = keep && room.onSaleAt !== null ? room.onSaleAt : body.onSaleAt;
    try {
      const saved = await mutation.mutateAsync({ enabled: body.enabled, onSaleAt });
      reset(settingsToForm(saved));
      toast.success(i18n._(WAITING_ROOM_SAVED_MESSAGE));
    } catch (error) {
      const message = errorMessage(error, t`Saving the waiting room settings failed`);
      toast.error(message);
      if (isApiError(error) && error.field === 'onSaleAt') {
        setError('onSaleAt', { type: 'server', message }, { shouldFocus: true });
      } else {
        setFailure(message);
      }
    }
  });

  return (
    <form
      onSubmit={(submitEvent) => void onSubmit(submitEvent)}
      noValidate
      aria-label={t`Waiting room settings`}
      className="space-y-5"
    >
      <SwitchField
        label={<Trans>Waiting room on</Trans>}
        note={
          <Trans>
            Before the on-sale time, buyers join a queue; at that moment a fair random draw gives everyone a
            number, and they are let in to buy in turn.
          </Trans>
        }
        noteId={`${switchId}-note`}
        checked={enabled}
        {...register('enabled')}
      />
      {room.enabled && !enabled ? (
        <Alert tone="warning" title={t`Switching the waiting room off`}>
          <Trans>The event then sells without a queue: anyone can buy at once.</Trans>
        </Alert>
      ) : null}
      <TextField
        label={t`On-sale date and time`}
        type="datetime-local"
        required
        readOnly={drawn}
        className="max-w-xs"
        hint={
          drawn
            ? t`The draw has been made: the on-sale time can no longer move.`
            : t`India Standard Time (IST). The draw runs at this moment.`
        }
        error={errors.onSaleAt?.message}
        {...register('onSaleAt')}
      />
      {failure ? <Alert title={failure} /> : null}
      <Button type="submit" busy={isSubmitting || mutation.isPending}>
        <Trans>Save settings</Trans>
      </Button>
    </form>
  );
}
