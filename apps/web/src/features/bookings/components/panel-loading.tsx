import { Trans } from '@lingui/react/macro';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The booking panel's placeholder while the signed-in user's bookings (or the panel's code) load. */
export function PanelLoading() {
  return (
    <Card className="space-y-4 p-6">
      <span role="status" className="sr-only">
        <Trans>Loading your booking status...</Trans>
      </span>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-12 w-full" />
    </Card>
  );
}
