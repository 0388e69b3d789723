import { Trans, useLingui } from '@lingui/react/macro';
import type { TaxMonthReport } from '@ticketmela/domain';

/** An admin's read-only view of whose documents these are. */
export function TaxOrganizerSummary({ organizer }: { organizer: TaxMonthReport['organizer'] }) {
  const { t } = useLingui();
  return (
    <dl className="grid gap-x-6 gap-y-1 rounded-xl bg-stone-50 p-4 text-sm ring-1 ring-gray-200 ring-inset sm:grid-cols-3">
      <div>
        <dt className="text-gray-600">
          <Trans>Organizer</Trans>
        </dt>
        <dd className="font-medium text-gray-900">{organizer.name}</dd>
      </div>
      <div>
        <dt className="text-gray-600">
          <Trans>Legal name</Trans>
        </dt>
        <dd className="font-medium text-gray-900">{organizer.legalName ?? t`No tax details saved`}</dd>
      </div>
      <div>
        <dt className="text-gray-600">GSTIN</dt>
        <dd className="font-mono font-medium text-gray-900">
          {organizer.gstin ?? t`Not registered for GST`}
        </dd>
      </div>
    </dl>
  );
}
