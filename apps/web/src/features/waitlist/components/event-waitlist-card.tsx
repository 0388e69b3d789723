import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Event, EventWaitlist } from '@ticketmela/domain';
import ListOrdered from 'lucide-react/icons/list-ordered';
import LogIn from 'lucide-react/icons/log-in';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { rememberReturnTo } from '@/lib/return-to';
import { JoinWaitlistForm } from './join-waitlist-form';
import { MyWaitlistEntry } from './my-waitlist-entry';
import { isOpenEntry, joinableLines, type WaitlistLineView } from './waitlist-lines';

/** What is sold out (or has people waiting) and how offers work, in one sentence each. */
function Explanation({
  event,
  lines,
  offerHours,
}: {
  event: Event;
  lines: WaitlistLineView[];
  offerHours: number;
}) {
  const { t } = useLingui();
  const closed = lines.filter((line) => line.closedToBuyers);
  const categories = closed.map((line) => line.categoryName).join(', ');
  const what =
    event.hasTicketCategories && closed.length < lines.length
      ? t`Waitlist for ${categories}.`
      : closed.some((line) => line.waiting > 0)
        ? t`People are waiting for tickets to this event.`
        : t`This event is sold out.`;
  const how = t`When tickets come back, the next in line get them held for ${plural(offerHours, {
    one: '# hour',
    other: '# hours',
  })}, with an e-mail to buy them.`;
  return (
    <p className="text-sm text-gray-700">
      {what} {how}
    </p>
  );
}

/**
 * The event page's waitlist: the person's own places in line (with their offers), and 'Join the waitlist' for the
 * lines they may join; a visitor is asked to sign in first and comes back here.
 */
export function EventWaitlistCard({
  event,
  waitlist,
  lines,
  signedIn,
}: {
  event: Event;
  waitlist: EventWaitlist;
  lines: WaitlistLineView[];
  signedIn: boolean;
}) {
  const { t } = useLingui();
  const offerHours = waitlist.offerHours;
  const mine = waitlist.myEntries.filter((entry) => entry.event._id === event._id && isOpenEntry(entry));
  const joinable = waitlist.enabled ? joinableLines(lines, mine) : [];
  const here = paths.event(event._id);
  // After joining, the focus moves to the new place in line (the form it came from is gone or reset).
  const [joinedId, setJoinedId] = useState<string | null>(null);
  const joinedRef = useRef<HTMLParagraphElement>(null);
  const joinedShown = mine.some((entry) => entry._id === joinedId);
  useEffect(() => {
    if (joinedShown) joinedRef.current?.focus();
  }, [joinedShown]);

  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-3 text-xl font-bold text-gray-900">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-night-100 text-night-800">
          <ListOrdered aria-hidden="true" className="size-5" />
        </span>
        <Trans>Waitlist</Trans>
      </h2>
      <div className="mt-4 space-y-4">
        {mine.length === 0 ? (
          <Explanation event={event} lines={lines} offerHours={waitlist.offerHours} />
        ) : null}
        {mine.length > 0 ? (
          <ul className="space-y-3">
            {mine.map((entry) => (
              <li key={entry._id}>
                <MyWaitlistEntry entry={entry} textRef={entry._id === joinedId ? joinedRef : undefined} />
              </li>
            ))}
          </ul>
        ) : null}
        {mine.some((entry) => entry.status === 'waiting') ? (
          <p className="text-sm text-gray-700">
            {t`When tickets come back to you, we hold them for ${plural(offerHours, {
              one: '# hour',
              other: '# hours',
            })} and e-mail you a link to buy them.`}
          </p>
        ) : null}
        {joinable.length === 0 ? null : signedIn ? (
          <JoinWaitlistForm
            // A new form for another set of lines (after joining one category's, say).
            key={joinable.map((line) => line.categoryName).join('|')}
            eventId={event._id}
            lines={joinable}
            onJoined={(entry) => setJoinedId(entry._id)}
          />
        ) : (
          <Link
            to={paths.login}
            state={{ from: here }}
            onClick={() => rememberReturnTo(here)}
            className={buttonClasses({ size: 'lg', fullWidth: true })}
          >
            <LogIn aria-hidden="true" className="size-5" />
            <Trans>Sign in to join the waitlist</Trans>
          </Link>
        )}
      </div>
    </Card>
  );
}
