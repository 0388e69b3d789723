import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { Modal, ModalClose } from '@/components/ui/modal';

/** The error under a blank reason, in English (tests read it); shown through its message below. */
export const BAN_REASON_REQUIRED = 'Please provide a reason for banning this user';

/**
 * 'Ban Organizer': a required reason ('Enter ban reason...'); 'Ban User' stays disabled while the reason is blank
 * (after trimming) or the ban is being sent, and then reads 'Banning...'.
 */
export function BanOrganizerDialog({
  open,
  onOpenChange,
  name,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const reasonId = useId();
  const formId = useId();

  useEffect(() => {
    if (open) {
      setReason('');
      setTouched(false);
    }
  }, [open]);

  const trimmed = reason.trim();
  const blank = trimmed.length === 0;
  const showError = touched && blank;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t`Ban Organizer`}
      description={t`${name} will be signed out at once and cannot sign in or use TicketMela until the ban is lifted. Their events stay as they are.`}
      size="md"
      locked={busy}
      footer={
        <>
          <ModalClose className={buttonClasses({ variant: 'outline' })} disabled={busy}>
            <Trans>Cancel</Trans>
          </ModalClose>
          <Button type="submit" form={formId} variant="danger" disabled={blank} busy={busy}>
            {busy ? t`Banning...` : t`Ban User`}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!blank && !busy) onConfirm(trimmed);
        }}
        className="space-y-1.5"
      >
        <div className="flex items-baseline gap-0.5 text-sm font-medium">
          <label htmlFor={reasonId} className="text-gray-800">
            <Trans>Ban Reason</Trans>
          </label>
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </div>
        <textarea
          id={reasonId}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          placeholder={t`Enter ban reason...`}
          rows={4}
          maxLength={500}
          required
          aria-required="true"
          aria-invalid={showError ? true : undefined}
          aria-describedby={showError ? `${reasonId}-error` : `${reasonId}-hint`}
          disabled={busy}
          className={inputClasses(showError, 'resize-y')}
        />
        {showError ? (
          <p id={`${reasonId}-error`} className="text-sm font-medium text-red-700">
            {t`Please provide a reason for banning this user`}
          </p>
        ) : (
          <p id={`${reasonId}-hint`} className="text-xs text-gray-600">
            <Trans>
              The organizer sees this reason when they try to sign in, and it is kept in the audit log.
            </Trans>
          </p>
        )}
      </form>
    </Modal>
  );
}
