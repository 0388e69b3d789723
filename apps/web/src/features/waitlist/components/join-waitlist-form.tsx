import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type JoinWaitlistBody,
  JoinWaitlistBodySchema,
  MAX_TICKETS_PER_BOOKING,
  type WaitlistEntry,
} from '@ticketmela/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useJoinWaitlistMutation } from '../api/join-waitlist';
import type { WaitlistLineView } from './waitlist-lines';

export const JOINED_WAITLIST_MESSAGE = msg`You're on the waitlist.`;
const JOIN_FAILED_MESSAGE = msg`Could not join the waitlist. Please try again.`;

type JoinInput = z.input<typeof JoinWaitlistBodySchema>;
type JoinOutput = z.output<typeof JoinWaitlistBodySchema>;

const QUANTITIES = Array.from({ length: MAX_TICKETS_PER_BOOKING }, (_, index) => index + 1);

/** 'Join the waitlist': how many tickets (1-10), whether fewer will do, and the category's line when there are several. */
export function JoinWaitlistForm({
  eventId,
  lines,
  onJoined,
}: {
  eventId: string;
  /** The lines this person may join (at least one). */
  lines: WaitlistLineView[];
  onJoined: (entry: WaitlistEntry) => void;
}) {
  const { t, i18n } = useLingui();
  const join = useJoinWaitlistMutation(eventId);
  const [failure, setFailure] = useState<string | null>(null);
  const partialId = useId();
  const categories = lines.flatMap((line) => (line.categoryName === null ? [] : [line.categoryName]));
  const form = useForm<JoinInput, unknown, JoinOutput>({
    resolver: zodResolver(JoinWaitlistBodySchema),
    defaultValues: { eventId, quantity: 1, acceptPartial: false, categoryName: categories[0] },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body: JoinWaitlistBody = categories.length > 0 ? values : { ...values, categoryName: undefined };
    try {
      const entry = await join.mutateAsync(body);
      toast.success(i18n._(JOINED_WAITLIST_MESSAGE));
      onJoined(entry);
    } catch (error) {
      setFailure(errorMessage(error, i18n._(JOIN_FAILED_MESSAGE)));
    }
  });

  return (
    <form className="space-y-4" noValidate onSubmit={(event) => void submit(event)}>
      {categories.length > 0 ? (
        <SelectField
          label={t`Ticket category`}
          error={errors.categoryName?.message}
          {...register('categoryName')}
        >
          {categories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <SelectField
        label={t`Tickets wanted`}
        error={errors.quantity?.message}
        {...register('quantity', { valueAsNumber: true })}
      >
        {QUANTITIES.map((quantity) => (
          <option key={quantity} value={quantity}>
            {quantity}
          </option>
        ))}
      </SelectField>
      <div className="flex items-start gap-3">
        <input
          id={partialId}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
          {...register('acceptPartial')}
        />
        <label htmlFor={partialId} className="cursor-pointer text-sm text-gray-800">
          <Trans>I'll take fewer tickets if that's all that comes back</Trans>
        </label>
      </div>
      {failure ? <Alert title={failure} /> : null}
      <Button type="submit" size="lg" fullWidth busy={join.isPending}>
        <Trans>Join the waitlist</Trans>
      </Button>
    </form>
  );
}
