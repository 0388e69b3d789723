import CircleAlert from 'lucide-react/icons/circle-alert';

/** Shown on a cancelled event: why the organiser cancelled it. */
export function CancellationNotice({ reason }: { reason: string | null }) {
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
        Cancellation Notice
      </h2>
      <p className="mt-3 text-red-900">This event has been cancelled by the organizer.</p>
      <p className="mt-2 text-red-900">
        <span className="font-semibold">Reason:</span> {reason?.trim() ? reason : 'No reason was given.'}
      </p>
    </section>
  );
}
