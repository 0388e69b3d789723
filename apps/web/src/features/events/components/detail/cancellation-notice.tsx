import { Trans, useLingui } from '@lingui/react/macro';
import CircleAlert from 'lucide-react/icons/circle-alert';

/** Shown on a cancelled event: why the organiser cancelled it. */
export function CancellationNotice({ reason }: { reason: string | null }) {
  const { t } = useLingui();
  const shownReason = reason?.trim() ? reason : t`No reason was given.`;
  return (
    <section
      aria-labelledby="cancellation-notice-heading"
      className="rounded-2xl border border-red-200 bg-red-50 p-5 sm:p-6"
    >
      <h2
        id="cancellation-notice-heading"
        className="flex items-center gap-3 text-lg font-bold text-red-900 sm:text-xl"
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-red-100 text-red-800">
          <CircleAlert aria-hidden="true" className="size-5" />
        </span>
        <Trans>Cancellation Notice</Trans>
      </h2>
      <p className="mt-3 text-red-900">
        <Trans>This event has been cancelled by the organizer.</Trans>
      </p>
      <p className="mt-2 text-red-900">
        <Trans>
          <span className="font-semibold">Reason:</span> {shownReason}
        </Trans>
      </p>
    </section>
  );
}
