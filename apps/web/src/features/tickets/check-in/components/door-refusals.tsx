import type { DoorRefusal } from '@ticketmela/domain';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import { useDoorRefusals } from '../api/get-door-refusals';
import { DoorTicketLine } from './door-ticket-line';
import { doorTime } from './door-time';

function admittedBy(scan: DoorRefusal['scan']): string {
  return `Let in offline at ${doorTime(scan.at)}${scan.byName ? ` by ${scan.byName}` : ''}`;
}

/**
 * Admissions doors made without a network that the server refused once they synced (a cancelled booking, another
 * event's or a forged ticket): people who got in whom the list would no longer admit. Every door's, for the
 * organizer; shown on the verify page whenever there is one.
 */
export function DoorRefusals({ eventId }: { eventId: string }) {
  const query = useDoorRefusals(eventId);
  const refusals = query.data?.refusals ?? [];
  if (refusals.length === 0) return null;
  return (
    <section
      aria-labelledby="door-refusals-heading"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:p-6"
    >
      <h2 id="door-refusals-heading" className="flex items-center gap-2 font-semibold text-amber-950">
        <ShieldAlert aria-hidden="true" className="size-5" />
        Admitted offline, refused by the server ({refusals.length})
      </h2>
      <ul aria-label="Refused admissions" className="mt-3 divide-y divide-amber-200">
        {refusals.map((refusal) => (
          <li key={refusal.scanId} className="py-2.5 text-sm text-gray-900">
            <p className="font-semibold">
              {refusal.ticket ? <DoorTicketLine {...refusal.ticket} /> : 'An unidentified ticket'}
            </p>
            <p className="text-gray-800">
              {refusal.message}. {admittedBy(refusal.scan)}.
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
