import { Trans, useLingui } from '@lingui/react/macro';
import X from 'lucide-react/icons/x';
import { DialogClose, DialogDescription, DialogTitle } from '@/components/ui/dialog';

/** The scanner's title, the event being checked in (or what to do), and its close button. */
export function ScannerHeader({ eventTitle }: { eventTitle: string | null }) {
  const { t } = useLingui();
  return (
    <div className="flex items-start gap-3 px-4 pt-4 pb-3 sm:px-5">
      <div className="min-w-0 flex-1">
        <DialogTitle className="text-lg font-bold">
          <Trans>Scan Ticket QR Code</Trans>
        </DialogTitle>
        <DialogDescription className="mt-0.5 truncate text-sm text-night-100">
          {eventTitle ? t`Checking in for ${eventTitle}` : t`Point the camera at the attendee's QR code`}
        </DialogDescription>
      </div>
      <DialogClose
        aria-label={t`Close scanner`}
        className="focus-ring-light -mt-1 -mr-1 rounded-lg p-2 text-night-100 hover:bg-white/10 hover:text-white"
      >
        <X aria-hidden="true" className="size-6" />
      </DialogClose>
    </div>
  );
}
