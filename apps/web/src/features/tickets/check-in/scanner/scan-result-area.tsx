import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useRef } from 'react';
import { useReveal } from '../components/use-reveal';
import type { VerificationOutcome } from '../components/verification-outcome';
import { VerificationResultPanel } from '../components/verification-result-panel';

/** What the last scan came to, announced and scrolled into view: verifying, a note (no code, a repeat), or the result. */
export function ScanResultArea({
  verifying,
  note,
  outcome,
}: {
  verifying: boolean;
  note: MessageDescriptor | null;
  outcome: VerificationOutcome | null;
}) {
  const { i18n } = useLingui();
  const resultRef = useRef<HTMLDivElement>(null);
  useReveal(resultRef, outcome ?? note);
  return (
    <div ref={resultRef} aria-live="polite" className="space-y-3 text-gray-900">
      {verifying ? (
        <p className="flex items-center justify-center gap-2 text-sm text-white">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          <Trans>Verifying ticket...</Trans>
        </p>
      ) : null}
      {note ? (
        <p className="rounded-xl bg-white/10 px-4 py-3 text-center text-sm text-white">{i18n._(note)}</p>
      ) : null}
      {outcome && !verifying ? <VerificationResultPanel outcome={outcome} headingLevel={3} compact /> : null}
    </div>
  );
}
