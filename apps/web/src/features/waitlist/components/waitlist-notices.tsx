import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { WaitlistEntry } from '@ticketmela/domain';
import BellRing from 'lucide-react/icons/bell-ring';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatIndianDateTime } from '@/lib/format';
import { useMyWaitlist } from '../api/get-my-waitlist';
import { LeaveWaitlistButton } from './leave-waitlist-button';
import { positionText } from './waitlist-texts';

function OfferNotice({ entry }: { entry: WaitlistEntry }) {
  const { t } = useLingui();
  const offer = entry.offer!;
  const title = entry.event.title;
  const quantity = offer.quantity;
  const categoryName = entry.categoryName;
  const expires = formatIndianDateTime(offer.expiresAt);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex gap-3 text-gray-900">
        <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-800" />
        <span>
          {categoryName ? (
            <Trans>
              <span className="font-semibold">Your waitlist offer for {title}:</span>{' '}
              <Plural value={quantity} one="# ticket" other="# tickets" /> ({categoryName}) held until{' '}
              {expires}
            </Trans>
          ) : (
            <Trans>
              <span className="font-semibold">Your waitlist offer for {title}:</span>{' '}
              <Plural value={quantity} one="# ticket" other="# tickets" /> held until {expires}
            </Trans>
          )}
        </span>
      </p>
      <Link
        to={paths.waitlistOffer(entry._id)}
        className={buttonClasses({ className: 'shrink-0 self-start sm:self-auto' })}
        aria-label={t`Buy now: your waitlist offer for ${title}`}
      >
        <Trans>Buy now</Trans>
      </Link>
    </li>
  );
}

function WaitingLine({ entry }: { entry: WaitlistEntry }) {
  const { i18n } = useLingui();
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <p className="min-w-0 text-sm text-gray-800">
        <Link
          to={paths.event(entry.event._id)}
          className="font-semibold text-gray-900 underline-offset-4 hover:underline"
        >
          {entry.event.title}
        </Link>
        <span className="block text-gray-700">{positionText(i18n, entry)}</span>
      </p>
      <div className="shrink-0">
        <LeaveWaitlistButton entry={entry} size="sm" eventTitle={entry.event.title} />
      </div>
    </li>
  );
}

/**
 * The dashboard's waitlist: a notice for each open offer (its seats held until a time, 'Buy now'), and, more
 * quietly, the lines the person waits in with their place and 'Leave the waitlist'. Nothing when there are none.
 */
export function WaitlistNotices({ userId }: { userId: string }) {
  const { t } = useLingui();
  const query = useMyWaitlist(userId);
  useEffect(() => {
    if (query.isError) console.error('Failed to fetch your waitlist', query.error);
  }, [query.isError, query.error]);

  const { data, dataUpdatedAt } = query;
  const { offers, waiting } = useMemo(() => {
    const now = dataUpdatedAt || Date.now();
    const entries = data ?? [];
    return {
      offers: entries.filter(
        (entry) => entry.status === 'offered' && entry.offer && Date.parse(entry.offer.expiresAt) > now,
      ),
      waiting: entries.filter((entry) => entry.status === 'waiting'),
    };
  }, [data, dataUpdatedAt]);

  if (offers.length === 0 && waiting.length === 0) return null;
  return (
    <div className="mt-6 space-y-4">
      {offers.length > 0 ? (
        <section aria-label={t`Waitlist offers`}>
          <ul className="space-y-3">
            {offers.map((entry) => (
              <OfferNotice key={entry._id} entry={entry} />
            ))}
          </ul>
        </section>
      ) : null}
      {waiting.length > 0 ? (
        <Card className="p-4 sm:p-5">
          <h2 className="text-base font-bold text-gray-900">
            <Trans>Waitlists you're in</Trans>
          </h2>
          <ul className="mt-3 divide-y divide-gray-200">
            {waiting.map((entry) => (
              <WaitingLine key={entry._id} entry={entry} />
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}
