import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { AttendeeDetailsFields } from './attendee-details-fields';
import type { AttendeeDetails } from './use-attendee-details';

export const QUESTIONS_LOAD_FAILED_MESSAGE = msg`This event's checkout questions could not be loaded.`;

/** "Who's going?" once the event's questions are in; a placeholder while they load, a retry if they failed. */
export function AttendeeDetailsSection({
  questionsStatus,
  onRetry,
  details,
  disabled = false,
}: {
  questionsStatus: 'pending' | 'error' | 'success';
  onRetry: () => void;
  details: AttendeeDetails;
  disabled?: boolean;
}) {
  const { i18n } = useLingui();
  if (questionsStatus === 'pending') {
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">
          <Trans>Loading the checkout questions...</Trans>
        </span>
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (questionsStatus === 'error') {
    return (
      <Alert tone="error" title={i18n._(QUESTIONS_LOAD_FAILED_MESSAGE)}>
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
  return <AttendeeDetailsFields details={details} disabled={disabled} />;
}
