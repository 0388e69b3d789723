import { Trans, useLingui } from '@lingui/react/macro';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** The seat hold ran out before the payment was made: the seats are released, and the buyer starts again. */
export function HoldExpiredNotice({ onStartAgain }: { onStartAgain: () => void }) {
  const { t } = useLingui();
  return (
    <div className="space-y-4">
      <Alert tone="warning" title={t`Your seat hold has expired`}>
        <Trans>
          Seats are held only for a few minutes while you pay, and this hold has run out, so the seats have
          been released. No money was taken. Please start again to choose your tickets.
        </Trans>
      </Alert>
      <StartAgainButton onClick={onStartAgain} />
    </div>
  );
}

export function StartAgainButton({ onClick }: { onClick: () => void }) {
  return (
    <Button size="lg" fullWidth onClick={onClick} icon={<RotateCcw aria-hidden="true" className="size-4" />}>
      <Trans>Start again</Trans>
    </Button>
  );
}
