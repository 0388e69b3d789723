import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { INVALID_UPI_ID_MESSAGE, isValidUpiId, type TestUpiRequest } from '@ticketmela/domain';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Clock from 'lucide-react/icons/clock';
import FlaskConical from 'lucide-react/icons/flask-conical';
import { type ReactNode, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describedBy, FieldShell, inputClasses } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatInr } from '@/lib/format';
import { useAnswerTestUpiRequestMutation } from '../api/answer-test-upi-request';
import { useTestUpiRequest } from '../api/get-test-upi-request';

/** The UPI id a scanned QR is paid from unless the tester types another. */
export const DEFAULT_PAYING_UPI_ID = 'you@testupi';
export const NEVER_ANSWERS_MESSAGE = msg`This test UPI ID never answers: the payment waits until the seat hold runs out, and then the seats are released.`;
const ANSWER_FAILED_MESSAGE = msg`The answer could not be sent. Please try again.`;

const ENDED: Record<
  Exclude<TestUpiRequest['status'], 'waiting'>,
  { title: MessageDescriptor; text: MessageDescriptor }
> = {
  approved: {
    title: msg`Payment approved`,
    text: msg`The money is on its way. You can go back to TicketMela.`,
  },
  declined: {
    title: msg`Payment declined`,
    text: msg`No money was taken. You can go back to TicketMela.`,
  },
  expired: {
    title: msg`This payment request has expired`,
    text: msg`It was cancelled, or the seat hold ran out. No money was taken.`,
  },
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="min-w-0 text-right text-sm font-semibold break-words text-gray-900">{children}</dd>
    </div>
  );
}

function EndedState({ status }: { status: keyof typeof ENDED }) {
  const { i18n } = useLingui();
  const { title, text } = ENDED[status];
  const Icon = status === 'approved' ? CircleCheck : status === 'declined' ? CircleX : Clock;
  const tone =
    status === 'approved'
      ? 'bg-green-100 text-green-800'
      : status === 'declined'
        ? 'bg-red-100 text-red-800'
        : 'bg-gray-100 text-gray-700';
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-2 text-center">
      <span className={`flex size-14 items-center justify-center rounded-full ${tone}`}>
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <p className="text-lg font-bold text-gray-900">{i18n._(title)}</p>
      <p className="text-sm text-gray-700">{i18n._(text)}</p>
    </div>
  );
}

function AnswerButtons({ request }: { request: TestUpiRequest }) {
  const { t, i18n } = useLingui();
  const answer = useAnswerTestUpiRequestMutation(request.requestId);
  const [payingUpiId, setPayingUpiId] = useState(DEFAULT_PAYING_UPI_ID);
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const fromQr = request.upiId === null;
  const fieldError = fromQr && checked && !isValidUpiId(payingUpiId) ? INVALID_UPI_ID_MESSAGE : undefined;

  async function send(approve: boolean) {
    setError(null);
    setChecked(true);
    if (fromQr && approve && !isValidUpiId(payingUpiId)) return;
    try {
      await answer.mutateAsync(fromQr && approve ? { approve, upiId: payingUpiId.trim() } : { approve });
    } catch (failure) {
      // A request that no longer waits (409) is shown as it stands; anything else is said.
      if (!(isApiError(failure) && failure.statusCode === 409)) {
        setError(errorMessage(failure, i18n._(ANSWER_FAILED_MESSAGE)));
      }
    }
  }

  const approving = answer.isPending && answer.variables?.approve === true;
  const declining = answer.isPending && answer.variables?.approve === false;
  return (
    <div className="space-y-4">
      {fromQr ? (
        <FieldShell id={fieldId} label={t`Pay from (your UPI ID)`} error={fieldError}>
          <input
            id={fieldId}
            name="payingUpiId"
            type="text"
            autoCapitalize="none"
            spellCheck={false}
            value={payingUpiId}
            disabled={answer.isPending}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={describedBy(fieldId, fieldError)}
            onChange={(changeEvent) => setPayingUpiId(changeEvent.target.value)}
            onBlur={() => setChecked(true)}
            className={inputClasses(Boolean(fieldError), 'font-mono')}
          />
        </FieldShell>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="grid grid-cols-2 gap-3">
        <Button
          variant="outline"
          size="lg"
          busy={declining}
          disabled={answer.isPending}
          onClick={() => void send(false)}
        >
          <Trans>Decline</Trans>
        </Button>
        <Button size="lg" busy={approving} disabled={answer.isPending} onClick={() => void send(true)}>
          <Trans>Approve</Trans>
        </Button>
      </div>
    </div>
  );
}

function RequestCard({ request }: { request: TestUpiRequest }) {
  const { t, i18n } = useLingui();
  return (
    <div className="space-y-5">
      <div className="text-center">
        <p className="text-sm text-gray-600">
          <Trans>Paying</Trans>
        </p>
        <p className="text-lg font-bold text-gray-900">{request.payeeName}</p>
        <p className="font-mono text-sm break-all text-gray-700">{request.payeeUpiId}</p>
        <p className="mt-3 text-4xl font-extrabold tracking-tight text-gray-900">
          {formatInr(request.amount)}
        </p>
      </div>
      <dl className="divide-y divide-gray-200 rounded-xl bg-stone-50 px-4 ring-1 ring-gray-200 ring-inset">
        <Detail label={t`Note`}>{request.note}</Detail>
        {request.upiId ? (
          <Detail label={t`From`}>
            <span className="font-mono">{request.upiId}</span>
          </Detail>
        ) : null}
      </dl>
      {request.status !== 'waiting' ? (
        <EndedState status={request.status} />
      ) : request.answers ? (
        <AnswerButtons request={request} />
      ) : (
        <Alert tone="info" title={t`No answer will come`}>
          {i18n._(NEVER_ANSWERS_MESSAGE)}
        </Alert>
      )}
    </div>
  );
}

/**
 * The page standing for the buyer's UPI app (test provider only): a payment request with its payee, amount and
 * note, answered with 'Approve' or 'Decline'. A scanned QR is paid from a UPI id typed here.
 */
export function TestUpiApp({ requestId }: { requestId: string }) {
  const { t } = useLingui();
  const query = useTestUpiRequest(requestId);

  return (
    <div className="overflow-hidden rounded-3xl border border-gray-200 bg-white shadow-lg">
      <div className="bg-night-900 px-5 py-4 text-white">
        <h1 className="text-lg font-bold">
          <Trans>Test UPI app</Trans>
        </h1>
        <p className="mt-1 flex items-start gap-2 text-sm text-night-100">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <Trans>TicketMela's stand-in for your UPI app, in test mode: no real money moves.</Trans>
        </p>
      </div>
      <div className="p-5">
        {query.isPending ? (
          <div role="status" className="space-y-4">
            <span className="sr-only">
              <Trans>Loading the payment request...</Trans>
            </span>
            <Skeleton className="mx-auto h-16 w-2/3" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : query.isError ? (
          <Alert tone="error" title={t`Payment request not found`}>
            {isApiError(query.error) && query.error.statusCode === 404
              ? t`This link does not lead to a payment request. Check that it was copied whole.`
              : errorMessage(
                  query.error,
                  t`The payment request could not be loaded. Please reload the page.`,
                )}
          </Alert>
        ) : (
          <RequestCard request={query.data} />
        )}
      </div>
    </div>
  );
}
