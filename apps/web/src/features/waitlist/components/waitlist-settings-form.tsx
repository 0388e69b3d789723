import { zodResolver } from '@hookform/resolvers/zod';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  MAX_OFFER_HOURS,
  type ManagedWaitlist,
  MIN_OFFER_HOURS,
  type WaitlistSettingsBody,
  WaitlistSettingsBodySchema,
} from '@ticketmela/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { SwitchField } from '@/components/ui/switch-field';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useUpdateWaitlistSettingsMutation } from '../api/update-waitlist-settings';

export const WAITLIST_SETTINGS_SAVED_MESSAGE = msg`Waitlist settings saved`;

/** The waitlist's switch and how long an offer holds its seats (1-72 hours). */
export function WaitlistSettingsForm({ waitlist }: { waitlist: ManagedWaitlist }) {
  const { t, i18n } = useLingui();
  const mutation = useUpdateWaitlistSettingsMutation(waitlist.eventId);
  const switchId = useId();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WaitlistSettingsBody>({
    resolver: zodResolver(WaitlistSettingsBodySchema),
    defaultValues: { enabled: waitlist.enabled, offerHours: waitlist.offerHours },
  });
  const enabled = watch('enabled');
  const switchingOff = waitlist.enabled && !enabled;
  const minHours = MIN_OFFER_HOURS;
  const maxHours = MAX_OFFER_HOURS;
  const waitingNow = waitlist.lines.reduce((sum, line) => sum + line.waiting, 0);

  const waitingTold = t`${plural(waitingNow, {
    one: 'The person waiting will be told by e-mail and taken off the list.',
    other: 'The # people waiting will be told by e-mail and taken off the list.',
  })}`;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await mutation.mutateAsync(values);
      reset({ enabled: saved.enabled, offerHours: saved.offerHours });
      toast.success(i18n._(WAITLIST_SETTINGS_SAVED_MESSAGE));
    } catch (failure) {
      const message = errorMessage(failure, t`Saving the waitlist settings failed`);
      toast.error(message);
      if (isApiError(failure) && failure.field === 'offerHours') {
        setError('offerHours', { type: 'server', message }, { shouldFocus: true });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Waitlist settings`} className="space-y-5">
      <SwitchField
        label={<Trans>Waitlist on</Trans>}
        note={
          <Trans>
            When tickets sell out, people can join a line; tickets that come back are offered to them in turn.
          </Trans>
        }
        noteId={`${switchId}-note`}
        checked={enabled}
        {...register('enabled')}
      />
      {switchingOff ? (
        <Alert tone="warning" title={t`Switching the waitlist off`}>
          {waitingNow > 0 ? `${waitingTold} ` : ''}
          <Trans>Offers already made run to their end.</Trans>
        </Alert>
      ) : null}
      <TextField
        label={t`Hold offered seats for (hours)`}
        type="number"
        inputMode="numeric"
        min={MIN_OFFER_HOURS}
        max={MAX_OFFER_HOURS}
        step={1}
        required
        className="max-w-xs"
        hint={t`${minHours} to ${maxHours} hours: how long a person has to buy the seats offered to them`}
        error={errors.offerHours?.message}
        {...register('offerHours', { valueAsNumber: true })}
      />
      <Button type="submit" busy={isSubmitting || mutation.isPending}>
        <Trans>Save settings</Trans>
      </Button>
    </form>
  );
}
