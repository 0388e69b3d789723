import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { SELECT_EVENT_FIRST } from './manual-entry-payload';

/**
 * Manual Entry: a ticket id (as printed under the QR) or the QR's text, and 'Verify Ticket' (disabled with no event
 * or no text). The text is cleared after a successful check-in so the next ticket can be typed at once.
 */
export function ManualEntryForm({
  hasEvent,
  busy,
  onVerify,
}: {
  hasEvent: boolean;
  busy: boolean;
  /** Resolves true when the ticket was checked in. */
  onVerify: (text: string) => Promise<boolean>;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const empty = text.trim().length === 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!hasEvent || empty || busy) return;
    if (await onVerify(text)) setText('');
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="space-y-1.5">
        <label htmlFor={id} className="text-sm font-medium text-gray-800">
          <Trans>Ticket ID or QR data</Trans>
        </label>
        <textarea
          id={id}
          value={text}
          onChange={(change) => setText(change.target.value)}
          rows={4}
          maxLength={2000}
          spellCheck={false}
          autoCapitalize="characters"
          autoComplete="off"
          placeholder={t`e.g. TM-7KQ4X9MZP2, or paste the text of the QR code`}
          aria-describedby={`${id}-hint`}
          className={inputClasses(false, 'resize-y font-mono')}
        />
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          <Trans>The ticket ID is printed under the QR code on the attendee's ticket.</Trans>
        </p>
      </div>
      <Button type="submit" size="lg" fullWidth disabled={!hasEvent || empty} busy={busy}>
        {busy ? t`Verifying...` : t`Verify Ticket`}
      </Button>
      {!hasEvent ? <p className="text-center text-sm text-gray-700">{i18n._(SELECT_EVENT_FIRST)}</p> : null}
    </form>
  );
}
