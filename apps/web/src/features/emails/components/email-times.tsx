import { Trans } from '@lingui/react/macro';
import type { OutboxMail } from '@ticketmela/domain';
import { formatIndianDateTime } from '@/lib/format';

/** 'Sent at …', 'Kept at …' or 'Gave up at …': when a mail left the queue. */
function Processed({ status, at }: { status: OutboxMail['status']; at: string }) {
  const when = formatIndianDateTime(at);
  if (status === 'sent')
    return (
      <Trans>
        Sent at <time dateTime={at}>{when}</time>
      </Trans>
    );
  if (status === 'kept')
    return (
      <Trans>
        Kept at <time dateTime={at}>{when}</time>
      </Trans>
    );
  if (status === 'failed')
    return (
      <Trans>
        Gave up at <time dateTime={at}>{when}</time>
      </Trans>
    );
  return (
    <>
      {' '}
      <time dateTime={at}>{when}</time>
    </>
  );
}

/** When a mail was queued, and when it was sent, kept or given up on; or when it is tried next. India time. */
export function EmailTimes({ email }: { email: OutboxMail }) {
  const queuedAt = formatIndianDateTime(email.createdAt);
  const nextTryAt = email.nextAttemptAt ? formatIndianDateTime(email.nextAttemptAt) : '';
  return (
    <>
      <span className="block">
        <Trans>
          Queued at <time dateTime={email.createdAt}>{queuedAt}</time>
        </Trans>
      </span>
      {email.processedAt ? (
        <span className="block text-gray-700">
          <Processed status={email.status} at={email.processedAt} />
        </span>
      ) : email.nextAttemptAt && email.attempts > 0 ? (
        <span className="block text-gray-700">
          <Trans>
            Next try at <time dateTime={email.nextAttemptAt}>{nextTryAt}</time>
          </Trans>
        </span>
      ) : null}
    </>
  );
}
