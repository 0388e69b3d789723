import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';

/** In place of the door tools on another organizer's event: why, and where the user's own events are. */
export function DoorRefusedNotice({ organizerName }: { organizerName: string }) {
  const { t } = useLingui();
  return (
    <Alert tone="warning" title={t`This is another organizer's event`}>
      <p>
        <Trans>
          Only its organizer ({organizerName}) and admins can check its tickets in, download its list for
          offline use or scan its tickets.
        </Trans>
      </p>
      <p className="mt-2">
        <Link to={paths.verifyTickets} className="font-semibold text-brand-800 underline underline-offset-2">
          <Trans>Verify tickets for your own events</Trans>
        </Link>
      </p>
    </Alert>
  );
}
