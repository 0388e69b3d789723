import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Report, type ReportStatus, reportReasonLabel } from '@ticketmela/domain';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Eye from 'lucide-react/icons/eye';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { domainText } from '@/i18n/domain-text';
import { formatIndianDateTime } from '@/lib/format';
import { ReportStatusBadge } from './status-badges';

type Decision = Exclude<ReportStatus, 'pending'>;

const DECISIONS: {
  status: Decision;
  label: MessageDescriptor;
  busyLabel: MessageDescriptor;
  variant: 'outline' | 'primary' | 'ghost';
}[] = [
  { status: 'reviewed', label: msg`Mark as Reviewed`, busyLabel: msg`Updating...`, variant: 'outline' },
  { status: 'resolved', label: msg`Resolve`, busyLabel: msg`Resolving...`, variant: 'primary' },
  { status: 'dismissed', label: msg`Dismiss`, busyLabel: msg`Dismissing...`, variant: 'ghost' },
];

const icons: Record<Decision, typeof Eye> = { reviewed: Eye, resolved: CircleCheck, dismissed: CircleX };

/**
 * One report in the reports dialog: reason, status, details, reporter, date and admin notes. A pending report
 * offers Mark as Reviewed, Resolve and Dismiss, each sending the new status with the notes typed here.
 */
export function ReportCard({
  report,
  pendingStatus,
  onDecide,
}: {
  report: Report;
  /** The status being sent for this report, while it is sent. */
  pendingStatus: Decision | null;
  onDecide: (status: Decision, adminNotes: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [notes, setNotes] = useState('');
  const notesId = useId();
  const titleId = useId();
  const busy = pendingStatus !== null;
  const reporter = report.userId ? `${report.userId.name} (${report.userId.email})` : t`Unknown`;
  const reportedAt = formatIndianDateTime(report.createdAt);
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-gray-900">
          {domainText(reportReasonLabel(report.reason))}
        </h3>
        <ReportStatusBadge status={report.status} />
      </div>
      {report.description ? (
        <p className="mt-2 text-sm whitespace-pre-line break-words text-gray-800">{report.description}</p>
      ) : (
        <p className="mt-2 text-sm text-gray-600 italic">
          <Trans>No details given.</Trans>
        </p>
      )}
      <p className="mt-3 text-xs text-gray-700">
        <Trans>
          Reported by <span className="font-semibold text-gray-900">{reporter}</span> on{' '}
          <time dateTime={report.createdAt}>{reportedAt}</time>
        </Trans>
      </p>
      {report.adminNotes ? (
        <p className="mt-3 rounded-lg bg-stone-50 p-3 text-sm text-gray-800 ring-1 ring-gray-200 ring-inset">
          <span className="font-semibold">
            <Trans>Admin notes:</Trans>
          </span>{' '}
          {report.adminNotes}
        </p>
      ) : null}
      {report.status === 'pending' ? (
        <div className="mt-4 space-y-3 border-t border-gray-200 pt-4">
          <div className="space-y-1.5">
            <label htmlFor={notesId} className="text-sm font-medium text-gray-800">
              <Trans>Admin notes (optional)</Trans>
            </label>
            <textarea
              id={notesId}
              rows={2}
              maxLength={2000}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              disabled={busy}
              placeholder={t`What did you find, and what did you do?`}
              className={inputClasses(false, 'resize-y')}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            {DECISIONS.map(({ status, label, busyLabel, variant }) => {
              const Icon = icons[status];
              const sending = pendingStatus === status;
              return (
                <Button
                  key={status}
                  variant={variant}
                  size="sm"
                  disabled={busy}
                  busy={sending}
                  icon={<Icon aria-hidden="true" className="size-4" />}
                  onClick={() => onDecide(status, notes)}
                >
                  {i18n._(sending ? busyLabel : label)}
                </Button>
              );
            })}
          </div>
        </div>
      ) : null}
    </article>
  );
}
