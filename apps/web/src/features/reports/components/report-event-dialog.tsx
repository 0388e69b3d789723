import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ALREADY_REPORTED_MESSAGE,
  REPORT_DESCRIPTION_MAX_LENGTH,
  REPORT_REASON_LABELS,
  REPORT_REASON_REQUIRED_MESSAGE,
  REPORT_REASONS,
  type ReportReason,
} from '@ticketmela/domain';
import Flag from 'lucide-react/icons/flag';
import { useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button, buttonClasses } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { Modal, ModalClose } from '@/components/ui/modal';
import { domainText } from '@/i18n/domain-text';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCreateReportMutation } from '../api/create-report';

export const REPORT_SUBMITTED_MESSAGE = msg`Report submitted successfully. Thank you for helping keep our platform safe.`;
export const REPORT_FAILED_MESSAGE = msg`Failed to submit report. Please try again.`;

export interface ReportEventDialogProps {
  event: { _id: string; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Report Event modal: one of the spec's reasons (Submit stays disabled until one is chosen), optional details
 * up to 500 characters with a counter, and the spec's toasts. One report per user and event: the server decides.
 */
export function ReportEventDialog({ event, open, onOpenChange }: ReportEventDialogProps) {
  const { t, i18n } = useLingui();
  const mutation = useCreateReportMutation();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const formId = useId();
  const reasonHintId = useId();
  const detailsId = useId();
  const counterId = useId();

  useEffect(() => {
    if (open) {
      setReason(null);
      setDetails('');
    }
  }, [open]);

  const busy = mutation.isPending;
  const eventTitle = event.title;
  const used = details.length;
  const maxLength = REPORT_DESCRIPTION_MAX_LENGTH;

  function submit() {
    if (!reason || busy) return;
    const description = details.trim();
    mutation.mutate(
      { eventId: event._id, reason, ...(description ? { description } : {}) },
      {
        onSuccess: () => {
          toast.success(i18n._(REPORT_SUBMITTED_MESSAGE));
          onOpenChange(false);
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'ALREADY_REPORTED') {
            toast.error(domainText(ALREADY_REPORTED_MESSAGE));
            onOpenChange(false);
            return;
          }
          toast.error(i18n._(REPORT_FAILED_MESSAGE));
        },
      },
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t`Report Event`}
      description={t`Tell us what is wrong with "${eventTitle}". Our team reviews every report.`}
      locked={busy}
      footer={
        <>
          <ModalClose className={buttonClasses({ variant: 'outline' })} disabled={busy}>
            <Trans>Cancel</Trans>
          </ModalClose>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            disabled={!reason}
            busy={busy}
            icon={<Flag aria-hidden="true" className="size-4" />}
          >
            {busy ? t`Submitting...` : t`Submit Report`}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="space-y-5"
        onSubmit={(formEvent) => {
          formEvent.preventDefault();
          submit();
        }}
      >
        <fieldset aria-describedby={reason ? undefined : reasonHintId} disabled={busy}>
          <legend className="flex items-baseline gap-0.5 text-sm font-medium text-gray-800">
            <Trans>Reason for reporting</Trans>
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          </legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {REPORT_REASONS.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-2.5 text-sm transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                  reason === value
                    ? 'border-red-600 bg-red-50 font-semibold text-red-900'
                    : 'border-gray-300 text-gray-800 hover:border-gray-400',
                )}
              >
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-4 accent-red-700"
                />
                {domainText(REPORT_REASON_LABELS[value])}
              </label>
            ))}
          </div>
          {reason ? null : (
            <p id={reasonHintId} className="mt-2 text-xs text-gray-700">
              {domainText(REPORT_REASON_REQUIRED_MESSAGE)}
            </p>
          )}
        </fieldset>

        <div className="space-y-1.5">
          <label htmlFor={detailsId} className="text-sm font-medium text-gray-800">
            <Trans>Additional details (optional)</Trans>
          </label>
          <textarea
            id={detailsId}
            rows={4}
            value={details}
            maxLength={REPORT_DESCRIPTION_MAX_LENGTH}
            onChange={(changeEvent) => setDetails(changeEvent.target.value)}
            placeholder={t`What did you notice? Links, messages or anything that helps us check.`}
            aria-describedby={counterId}
            disabled={busy}
            className={inputClasses(false, 'resize-y')}
          />
          <p id={counterId} className="text-right text-xs text-gray-700">
            <Trans>
              {used}/{maxLength}
              <span className="sr-only"> characters used</span>
            </Trans>
          </p>
        </div>
      </form>
    </Modal>
  );
}
