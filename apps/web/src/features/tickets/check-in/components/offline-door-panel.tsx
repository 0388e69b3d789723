import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import CloudDownload from 'lucide-react/icons/cloud-download';
import CloudOff from 'lucide-react/icons/cloud-off';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { SyncReport } from '../offline/door-store';
import type { OfflineDoor } from '../offline/use-offline-door';
import { doorTime } from './door-time';

/** '120 tickets on this device. List updated 18:40.' */
function listLine(list: NonNullable<OfflineDoor['snapshot']['list']>, i18n: I18n): string {
  const entries = list.entries;
  const time = doorTime(list.refreshedAt);
  return i18n._(
    msg`${plural(entries, { one: '# ticket', other: '# tickets' })} on this device. List updated ${time}.`,
  );
}

/** The banner at the top of the verify page while the door decides on its own. */
export function OfflineBanner() {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="text-sm">
        <Trans>
          <strong className="font-semibold">Offline mode:</strong> tickets are checked against the list on
          this device and synced when the network returns.
        </Trans>
      </p>
    </div>
  );
}

function reportText(report: SyncReport, i18n: I18n): string {
  const ticket = report.ticketId ?? i18n._(msg`A ticket`);
  const at = doorTime(report.scannedAt);
  const { message } = report;
  if (report.outcome === 'double_entry') {
    return message
      ? i18n._(msg`Double entry: ${ticket}, admitted here at ${at}, had already been admitted (${message}).`)
      : i18n._(msg`Double entry: ${ticket}, admitted here at ${at}, had already been admitted.`);
  }
  if (report.outcome === 'checked_in') {
    return i18n._(
      msg`Double entry: ${ticket}, admitted here at ${at}, stands; another door admitted it later.`,
    );
  }
  return message
    ? i18n._(msg`${ticket}, admitted here at ${at}, was refused by the server: ${message}`)
    : i18n._(msg`${ticket}, admitted here at ${at}, was refused by the server.`);
}

/**
 * The door's offline side: download (or refresh) the event's check-in list, when it was last refreshed, how many
 * scans wait to sync, and what the syncs reported about this device's offline admissions.
 */
export function OfflineDoorPanel({ door }: { door: OfflineDoor }) {
  const { t, i18n } = useLingui();
  const { snapshot, mode } = door;
  const online = mode === 'online';
  const list = snapshot.list;
  const pending = snapshot.pending;
  return (
    <section aria-labelledby="offline-door-heading" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="offline-door-heading" className="font-semibold text-gray-900">
            <Trans>Offline check-in</Trans>
          </h2>
          <p className="mt-1 text-sm text-gray-700">
            {list
              ? listLine(list, i18n)
              : t`Download the check-in list before the doors open, so tickets can be checked without a network.`}
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
          {list ? t`Refresh list` : t`Download for offline`}
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-stone-50 px-3 py-2.5 ring-1 ring-gray-200 ring-inset">
        <p className="text-sm font-medium text-gray-900" aria-live="polite" aria-atomic="true">
          {pending === 0 ? (
            t`All scans synced`
          ) : (
            <Plural value={pending} one="# scan waiting to sync" other="# scans waiting to sync" />
          )}
        </p>
        {snapshot.pending > 0 && online ? (
          <Button variant="outline" size="sm" onClick={() => void door.syncNow()} busy={snapshot.syncing}>
            <Trans>Sync now</Trans>
          </Button>
        ) : null}
      </div>
      {snapshot.reports.length > 0 ? (
        <Alert tone="warning" title={t`Reported by the server after syncing`}>
          <ul aria-label={t`Sync reports`} className="mt-1 list-disc space-y-1 pl-4">
            {snapshot.reports.map((report) => (
              <li key={report.nonce}>{reportText(report, i18n)}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </section>
  );
}
