import { Trans, useLingui } from '@lingui/react/macro';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** 'Undo check-in' for a mistaken scan: asks to confirm, with an optional reason kept in the audit log. */
export function UndoCheckInButton({
  ticketId,
  attendeeName,
  busy,
  onUndo,
}: {
  ticketId: string;
  attendeeName: string;
  busy: boolean;
  /** Resolves true when the check-in was undone. */
  onUndo: (reason: string) => Promise<boolean>;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => setOpen(true)}
        icon={<RotateCcw aria-hidden="true" className="size-4" />}
      >
        <Trans>Undo check-in</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Undo Check-in`}
        description={t`Ticket ${ticketId} (${attendeeName}) will be marked as not checked in, and it can be scanned again.`}
        confirmText={t`Undo check-in`}
        cancelText={t`Keep check-in`}
        variant="warning"
        askReason
        reasonLabel={t`Reason (optional)`}
        reasonPlaceholder={t`e.g. Scanned the wrong ticket`}
        busy={busy}
        busyText={t`Undoing...`}
        onConfirm={async (reason) => {
          if (await onUndo(reason)) setOpen(false);
        }}
      />
    </>
  );
}
