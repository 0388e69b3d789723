import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { AttendeeDetailsFields } from './attendee-details-fields';
import type { AttendeeDetails } from './use-attendee-details';

export const QUESTIONS_LOAD_FAILED_MESSAGE = "This event's checkout questions could not be loaded.";

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
  if (questionsStatus === 'pending') {
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">Loading the checkout questions...</span>
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (questionsStatus === 'error') {
    return (
      <Alert tone="error" title={QUESTIONS_LOAD_FAILED_MESSAGE}>
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  }
  return <AttendeeDetailsFields details={details} disabled={disabled} />;
}
