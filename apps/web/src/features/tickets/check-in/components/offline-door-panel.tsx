import CloudDownload from 'lucide-react/icons/cloud-download';
import CloudOff from 'lucide-react/icons/cloud-off';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { SyncReport } from '../offline/door-store';
import type { OfflineDoor } from '../offline/use-offline-door';
import { doorTime } from './door-time';

const count = (value: number) => value.toLocaleString('en-IN');

/** The banner at the top of the verify page while the door decides on its own. */
export function OfflineBanner() {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="text-sm">
        <strong className="font-semibold">Offline mode:</strong> tickets are checked against the list on this
        device and synced when the network returns.
      </p>
    </div>
  );
}

function reportText(report: SyncReport): string {
  const ticket = report.ticketId ?? 'A ticket';
  const at = doorTime(report.scannedAt);
  if (report.outcome === 'double_entry') {
    return `Double entry: ${ticket}, admitted here at ${at}, had already been admitted${report.message ? ` (${report.message})` : ''}.`;
  }
  if (report.outcome === 'checked_in') {
    return `Double entry: ${ticket}, admitted here at ${at}, stands; another door admitted it later.`;
  }
  return `${ticket}, admitted here at ${at}, was refused by the server${report.message ? `: ${report.message}` : '.'}`;
}

/**
 * The door's offline side: download (or refresh) the event's check-in list, when it was last refreshed, how many
 * scans wait to sync, and what the syncs reported about this device's offline admissions.
 */
export function OfflineDoorPanel({ door }: { door: OfflineDoor }) {
  const { snapshot, mode } = door;
  const online = mode === 'online';
  const list = snapshot.list;
  return (
    <section aria-labelledby="offline-door-heading" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="offline-door-heading" className="font-semibold text-gray-900">
            Offline check-in
          </h2>
          <p className="mt-1 text-sm text-gray-700">
            {list
              ? `${count(list.entries)} ${list.entries === 1 ? 'ticket' : 'tickets'} on this device. List updated ${doorTime(list.refreshedAt)}.`
              : 'Download the check-in list before the doors open, so tickets can be checked without a network.'}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void door.download()}
          busy={door.downloading}
          disabled={!online || !door.ready}
          icon={
            list ? (
              <RefreshCw aria-hidden="true" className="size-4" />
            ) : (
              <CloudDownload aria-hidden="true" className="size-4" />
            )
          }
        >
          {list ? 'Refresh list' : 'Download for offline'}
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-stone-50 px-3 py-2.5 ring-1 ring-gray-200 ring-inset">
        <p className="text-sm font-medium text-gray-900" aria-live="polite" aria-atomic="true">
          {snapshot.pending === 0
            ? 'All scans synced'
            : `${count(snapshot.pending)} ${snapshot.pending === 1 ? 'scan' : 'scans'} waiting to sync`}
        </p>
        {snapshot.pending > 0 && online ? (
          <Button variant="outline" size="sm" onClick={() => void door.syncNow()} busy={snapshot.syncing}>
            Sync now
          </Button>
        ) : null}
      </div>
      {snapshot.reports.length > 0 ? (
        <Alert tone="warning" title="Reported by the server after syncing">
          <ul aria-label="Sync reports" className="mt-1 list-disc space-y-1 pl-4">
            {snapshot.reports.map((report) => (
              <li key={report.nonce}>{reportText(report)}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </section>
  );
}
