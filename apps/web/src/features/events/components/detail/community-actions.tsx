import { Trans, useLingui } from '@lingui/react/macro';
import Flag from 'lucide-react/icons/flag';
import MessageSquare from 'lucide-react/icons/message-square';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatEventDate } from '@/lib/format-dates';

export interface CommunityActionsProps {
  /** 'Report Event' is offered to signed-in users only. */
  signedIn: boolean;
  /** Opens the Contact Organizer modal (composed by the page; features do not import each other). */
  onContactOrganizer: () => void;
  /** Opens the Report Event modal. */
  onReportEvent: () => void;
  /** When the signed-in user reported this event; null while they have not (or it is not known yet). */
  reportedAt?: string | null;
}

/**
 * 'Contact Organizer' (everyone) and 'Report Event' (signed-in users), for upcoming events. Once the user has reported
 * the event, the same button says 'Reported', stays focusable (focus handed back to it from the dialog stays there)
 * and explains itself instead of offering the form again.
 */
export function CommunityActions({
  signedIn,
  onContactOrganizer,
  onReportEvent,
  reportedAt = null,
}: CommunityActionsProps) {
  const { t } = useLingui();
  const reportedNoteId = useId();
  const reported = reportedAt !== null;
  const reportedOn = reportedAt !== null ? formatEventDate(reportedAt) : '';
  return (
    <Card className="p-6">
      <h2 className="text-lg font-bold text-gray-900">
        <Trans>Questions about this event?</Trans>
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        <Trans>Ask the organizer about access, parking, group bookings and more.</Trans>
      </p>
      <div className="mt-4 flex flex-col gap-3">
        <Button
          variant="outline"
          fullWidth
          aria-haspopup="dialog"
          onClick={onContactOrganizer}
          icon={<MessageSquare aria-hidden="true" className="size-4" />}
        >
          <Trans>Contact Organizer</Trans>
        </Button>
        {signedIn ? (
          <Button
            variant="ghost"
            fullWidth
            aria-haspopup={reported ? undefined : 'dialog'}
            aria-disabled={reported || undefined}
            aria-describedby={reported ? reportedNoteId : undefined}
            onClick={reported ? undefined : onReportEvent}
            icon={<Flag aria-hidden="true" className="size-4" />}
            className={cn(
              reported
                ? 'cursor-default text-gray-700 hover:bg-transparent hover:text-gray-700'
                : 'text-red-800 hover:bg-red-50 hover:text-red-900',
            )}
          >
            {reported ? t`Reported` : t`Report Event`}
          </Button>
        ) : null}
        {reported ? (
          <p id={reportedNoteId} className="text-center text-sm text-gray-700">
            <Trans>You reported this event on {reportedOn}. Our team reviews every report.</Trans>
          </p>
        ) : null}
      </div>
    </Card>
  );
}
