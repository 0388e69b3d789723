import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FlaggedEvent } from '@ticketmela/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { buttonClasses } from '@/components/ui/button';
import { toastFailure } from '@/components/ui/failure-toast';
import { Modal, ModalClose } from '@/components/ui/modal';
import { formatEventDateTime } from '@/lib/format-dates';
import { useUpdateReportStatusMutation } from '../api/update-report-status';
import { ReportCard } from './report-card';

type Decision = 'reviewed' | 'resolved' | 'dismissed';

/** The reports of one flagged event, newest first; pending ones can be reviewed, resolved or dismissed. */
export function ReportsDialog({ event, onClose }: { event: FlaggedEvent | null; onClose: () => void }) {
  const { t } = useLingui();
  const mutation = useUpdateReportStatusMutation();
  const [sending, setSending] = useState<{ id: string; status: Decision } | null>(null);

  function decide(reportId: string, status: Decision, adminNotes: string) {
    setSending({ id: reportId, status });
    mutation.mutate(
      { id: reportId, status, adminNotes },
      {
        onSuccess: () => toast.success(t`Report status updated successfully`),
        onError: (error) => toastFailure(t`Failed to update report status`, error),
        onSettled: () => setSending(null),
      },
    );
  }

  const pending = event?.pendingReportCount ?? 0;
  const title = event?.title ?? '';
  const date = event ? formatEventDateTime(event.date) : '';
  const reportCount = event?.reportCount ?? 0;
  return (
    <Modal
      open={event !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={event ? t`Reports for ${title}` : t`Reports`}
      description={
        event
          ? t`${date} · ${plural(reportCount, { one: '# report', other: '# reports' })}, ${pending} pending`
          : undefined
      }
      size="xl"
      footer={
        <ModalClose className={buttonClasses({ variant: 'outline' })}>
          <Trans>Close</Trans>
        </ModalClose>
      }
    >
      {event ? (
        <ul className="space-y-4" aria-label={t`Reports`}>
          {event.reports.map((report) => (
            <li key={report._id}>
              <ReportCard
                report={report}
                pendingStatus={sending?.id === report._id ? sending.status : null}
                onDecide={(status, notes) => decide(report._id, status, notes)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
