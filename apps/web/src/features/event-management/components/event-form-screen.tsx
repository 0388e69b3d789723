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
import { useCurrentUser } from '@/lib/session';
import { useEventForEdit } from '../api/get-event-for-edit';
import { type CategoryChoices, EventForm } from './event-form';

/** The spec's loading text (with its four dots). */
export const EVENT_FORM_LOADING_TEXT = 'Loading event form....';

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
        Back to Dashboard
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
  return (
    <Card className="flex min-h-64 items-center justify-center p-8">
      <p role="status" className="flex items-center gap-3 text-gray-700">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
        />
        {EVENT_FORM_LOADING_TEXT}
      </p>
    </Card>
  );
}

function BackToDashboard() {
  return (
    <Link to={paths.organizer} className={buttonClasses({ variant: 'outline' })}>
      Back to Dashboard
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
  const user = useCurrentUser();
  return (
    <ScreenFrame
      title="Create Event"
      subtitle={
        canOrganize(user.role)
          ? 'Fill in the details below to publish a new event.'
          : 'Fill in the details below to publish your first event. Creating it makes you an organizer.'
      }
    >
      {categories.loading ? <FormLoading /> : <EventForm categories={categories} onCreated={onCreated} />}
    </ScreenFrame>
  );
}

function EditEventBody({ event, categories }: { event: Event; categories: CategoryChoices }) {
  const user = useCurrentUser();
  const mayEdit = canManageEvent(user, event.organizerId._id);
  if (!mayEdit) {
    return (
      <div className="space-y-4">
        <Alert tone="warning" title={NOT_YOUR_EVENT_MESSAGE}>
          This event belongs to another organizer.
        </Alert>
        <BackToDashboard />
      </div>
    );
  }
  if (event.cancelled) {
    return (
      <div className="space-y-4">
        <Alert tone="warning" title="This event has been cancelled">
          <p>Cancelled events cannot be edited. Cancelling is permanent.</p>
          {event.cancelledReason ? (
            <p className="mt-1">
              <span className="font-semibold">Reason:</span> {event.cancelledReason}
            </p>
          ) : null}
        </Alert>
        <div className="flex flex-wrap gap-3">
          <BackToDashboard />
          <Link to={paths.event(event._id)} className={buttonClasses({ variant: 'ghost' })}>
            View event page
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {isPastEvent(event.date, new Date()) ? (
        <Alert tone="info">This event has already taken place. You can still correct its details.</Alert>
      ) : null}
      <EventForm key={event._id} event={event} categories={categories} />
    </div>
  );
}

/** /events/edit/:id: loads the event ('Failed to fetch event' when it cannot). */
export function EditEventScreen({ id, categories }: { id: string; categories: CategoryChoices }) {
  const query = useEventForEdit(id);

  useEffect(() => {
    if (query.isError) toast.error('Failed to fetch event', { id: 'event-fetch-failed' });
  }, [query.isError]);

  return (
    <ScreenFrame
      title="Edit Event"
      subtitle="Update the details of your event. Attendees see the changes at once."
    >
      {query.isPending || categories.loading ? (
        <FormLoading />
      ) : query.isError ? (
        <div className="space-y-4">
          <Alert title="Failed to fetch event">
            {query.error && 'statusCode' in query.error && query.error.statusCode === 404
              ? 'This event does not exist or has been removed.'
              : 'The event could not be loaded. Please try again.'}
          </Alert>
          <div className="flex flex-wrap gap-3">
            <BackToDashboard />
            <button
              type="button"
              className={buttonClasses({ variant: 'ghost' })}
              onClick={() => void query.refetch()}
            >
              Try again
            </button>
          </div>
        </div>
      ) : (
        <EditEventBody event={query.data} categories={categories} />
      )}
    </ScreenFrame>
  );
}
