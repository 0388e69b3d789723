import type { OutboxMail } from '@ticketmela/domain';
import { formatIndianDateTime } from '@/lib/format';

const processedLabel = { sent: 'Sent at', kept: 'Kept at', failed: 'Gave up at', pending: '' } as const;

/** When a mail was queued, and when it was sent, kept or given up on; or when it is tried next. India time. */
export function EmailTimes({ email }: { email: OutboxMail }) {
  return (
    <>
      <span className="block">
        Queued at <time dateTime={email.createdAt}>{formatIndianDateTime(email.createdAt)}</time>
      </span>
      {email.processedAt ? (
        <span className="block text-gray-700">
          {processedLabel[email.status]}{' '}
          <time dateTime={email.processedAt}>{formatIndianDateTime(email.processedAt)}</time>
        </span>
      ) : email.nextAttemptAt && email.attempts > 0 ? (
        <span className="block text-gray-700">
          Next try at <time dateTime={email.nextAttemptAt}>{formatIndianDateTime(email.nextAttemptAt)}</time>
        </span>
      ) : null}
    </>
  );
}
