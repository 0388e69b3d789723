import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DoorRefusal } from '@ticketmela/domain';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import { useDoorRefusals } from '../api/get-door-refusals';
import { DoorTicketLine } from './door-ticket-line';
import { doorTime } from './door-time';

/** 'Let in offline at 19:05 by Ravi Kumar.': when, and by whom, the door admitted the ticket. */
function admittedBy(scan: DoorRefusal['scan'], i18n: I18n): string {
  const time = doorTime(scan.at);
  const name = scan.byName;
  return name ? i18n._(msg`Let in offline at ${time} by ${name}.`) : i18n._(msg`Let in offline at ${time}.`);
}

/**
 * Admissions doors made without a network that the server refused once they synced (a cancelled booking, another
 * event's or a forged ticket): people who got in whom the list would no longer admit. Every door's, for the
 * organizer; shown on the verify page whenever there is one.
 */
export function DoorRefusals({ eventId }: { eventId: string }) {
  const { t, i18n } = useLingui();
  const query = useDoorRefusals(eventId);
  const refusals = query.data?.refusals ?? [];
  if (refusals.length === 0) return null;
  const refused = refusals.length;
  return (
    <section
      aria-labelledby="door-refusals-heading"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:p-6"
    >
      <h2 id="door-refusals-heading" className="flex items-center gap-2 font-semibold text-amber-950">
        <ShieldAlert aria-hidden="true" className="size-5" />
        <Trans>Admitted offline, refused by the server ({refused})</Trans>
      </h2>
      <ul aria-label={t`Refused admissions`} className="mt-3 divide-y divide-amber-200">
        {refusals.map((refusal) => (
          <li key={refusal.scanId} className="py-2.5 text-sm text-gray-900">
            <p className="font-semibold">
              {refusal.ticket ? <DoorTicketLine {...refusal.ticket} /> : t`An unidentified ticket`}
            </p>
            <p className="text-gray-800">
              {refusal.message}. {admittedBy(refusal.scan, i18n)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
