import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QueuePlace } from '@ticketmela/domain';
import LogIn from 'lucide-react/icons/log-in';
import UserRoundPlus from 'lucide-react/icons/user-round-plus';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { rememberReturnTo } from '@/lib/return-to';
import { useJoinQueueMutation } from '../api/join-queue';

export const JOINED_QUEUE_MESSAGE = msg`You're in the queue.`;
const JOIN_FAILED_MESSAGE = msg`Could not join the queue. Please try again.`;

/**
 * 'Join the queue' for a signed-in person (one place per account: joining again answers the same place); a visitor
 * is asked to sign in first and comes back to `returnTo`.
 */
export function JoinQueue({
  eventId,
  userId,
  returnTo,
  onJoined,
}: {
  eventId: string;
  userId: string | null;
  /** Where a visitor comes back to after signing in. */
  returnTo: string;
  onJoined?: (place: QueuePlace) => void;
}) {
  if (userId === null) {
    return (
      <Link
        to={paths.login}
        state={{ from: returnTo }}
        onClick={() => rememberReturnTo(returnTo)}
        className={buttonClasses({ size: 'lg', fullWidth: true })}
      >
        <LogIn aria-hidden="true" className="size-5" />
        <Trans>Sign in to join the queue</Trans>
      </Link>
    );
  }
  return <JoinQueueButton eventId={eventId} userId={userId} onJoined={onJoined} />;
}

function JoinQueueButton({
  eventId,
  userId,
  onJoined,
}: {
  eventId: string;
  userId: string;
  onJoined: ((place: QueuePlace) => void) | undefined;
}) {
  const { i18n } = useLingui();
  const join = useJoinQueueMutation(eventId, userId);
  const [failure, setFailure] = useState<string | null>(null);

  async function joinNow() {
    setFailure(null);
    try {
      const place = await join.mutateAsync();
      toast.success(i18n._(JOINED_QUEUE_MESSAGE));
      onJoined?.(place);
    } catch (error) {
      setFailure(errorMessage(error, i18n._(JOIN_FAILED_MESSAGE)));
    }
  }

  return (
    <div className="space-y-3">
      {failure ? <Alert title={failure} /> : null}
      <Button
        size="lg"
        fullWidth
        busy={join.isPending}
        icon={<UserRoundPlus aria-hidden="true" className="size-5" />}
        onClick={() => void joinNow()}
      >
        <Trans>Join the queue</Trans>
      </Button>
    </div>
  );
}
