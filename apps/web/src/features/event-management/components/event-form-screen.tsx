import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  canManageEvent,
  canOrganize,
  type Event,
  isPastEvent,
  NOT_YOUR_EVENT_MESSAGE,
} from '@ticketmela/domain';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { type ReactNode, useEffect } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { domainText } from '@/i18n/domain-text';
import { useCurrentUser } from '@/lib/session';
import { useEventForEdit } from '../api/get-event-for-edit';
import type { CategoryChoices } from './category-select';
import { EventForm } from './event-form';

/** The spec's loading text (with its four dots). */
export const EVENT_FORM_LOADING_TEXT = msg`Loading event form....`;

function ScreenFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-4xl">
      <title>{`${title} — TicketMela`}</title>
      <Link
        to={paths.organizer}
        className="inline-flex items-center gap-2 rounded-lg text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Back to Dashboard</Trans>
      </Link>
      <header className="mt-4 mb-6">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h1>
        <p className="mt-2 text-gray-700">{subtitle}</p>
      </header>
      {children}
    </div>
  );
}

function FormLoading() {
  const { i18n } = useLingui();
  return (
    <Card className="flex min-h-64 items-center justify-center p-8">
      <p role="status" className="flex items-center gap-3 text-gray-700">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
        />
        {i18n._(EVENT_FORM_LOADING_TEXT)}
      </p>
    </Card>
  );
}

function BackToDashboard() {
  return (
    <Link to={paths.organizer} className={buttonClasses({ variant: 'outline' })}>
      <Trans>Back to Dashboard</Trans>
    </Link>
  );
}

/** /events/create */
export function CreateEventScreen({
  categories,
  onCreated,
}: {
  categories: CategoryChoices;
  onCreated?: () => void;
}) {
  const { t } = useLingui();
  const user = useCurrentUser();
  return (
    <ScreenFrame
      title={t`Create Event`}
      subtitle={
        canOrganize(user.role)
          ? t`Fill in the details below to publish a new event.`
          : t`Fill in the details below to publish your first event. Creating it makes you an organizer.`
      }
    >
      {categories.loading ? <FormLoading /> : <EventForm categories={categories} onCreated={onCreated} />}
    </ScreenFrame>
  );
}

function EditEventBody({ event, categories }: { event: Event; categories: CategoryChoices }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const reason = event.cancelledReason;
  const mayEdit = canManageEvent(user, event.organizerId._id);
  if (!mayEdit) {
    return (
      <div className="space-y-4">
        <Alert tone="warning" title={domainText(NOT_YOUR_EVENT_MESSAGE)}>
          <Trans>This event belongs to another organizer.</Trans>
        </Alert>
        <BackToDashboard />
      </div>
    );
  }
  if (event.cancelled) {
    return (
      <div className="space-y-4">
        <Alert tone="warning" title={t`This event has been cancelled`}>
          <p>
            <Trans>Cancelled events cannot be edited. Cancelling is permanent.</Trans>
          </p>
          {reason ? (
            <p className="mt-1">
              <Trans>
                <span className="font-semibold">Reason:</span> {reason}
              </Trans>
            </p>
          ) : null}
        </Alert>
        <div className="flex flex-wrap gap-3">
          <BackToDashboard />
          <Link to={paths.event(event._id)} className={buttonClasses({ variant: 'ghost' })}>
            <Trans>View event page</Trans>
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {isPastEvent(event.date, new Date()) ? (
        <Alert tone="info">
          <Trans>This event has already taken place. You can still correct its details.</Trans>
        </Alert>
      ) : null}
      <EventForm key={event._id} event={event} categories={categories} />
    </div>
  );
}

/** /events/edit/:id: loads the event ('Failed to fetch event' when it cannot). */
export function EditEventScreen({ id, categories }: { id: string; categories: CategoryChoices }) {
  const { t } = useLingui();
  const query = useEventForEdit(id);

  useEffect(() => {
    if (query.isError) toast.error(t`Failed to fetch event`, { id: 'event-fetch-failed' });
  }, [query.isError, t]);

  return (
    <ScreenFrame
      title={t`Edit Event`}
      subtitle={t`Update the details of your event. Attendees see the changes at once.`}
    >
      {query.isPending || categories.loading ? (
        <FormLoading />
      ) : query.isError ? (
        <div className="space-y-4">
          <Alert title={t`Failed to fetch event`}>
            {query.error && 'statusCode' in query.error && query.error.statusCode === 404
              ? t`This event does not exist or has been removed.`
              : t`The event could not be loaded. Please try again.`}
          </Alert>
          <div className="flex flex-wrap gap-3">
            <BackToDashboard />
            <button
              type="button"
              className={buttonClasses({ variant: 'ghost' })}
              onClick={() => void query.refetch()}
            >
              <Trans>Try again</Trans>
            </button>
          </div>
        </div>
      ) : (
        <EditEventBody event={query.data} categories={categories} />
      )}
    </ScreenFrame>
  );
}
