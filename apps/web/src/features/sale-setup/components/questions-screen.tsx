import { useLingui } from '@lingui/react/macro';
import type { Event } from '@ticketmela/domain';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import { ListSkeleton, LoadFailed } from '@/components/ui/list-states';
import { useQuestions } from '../api/get-questions';
import { QuestionsForm } from './questions-form';
import { categoryNamesOf, SaleSetupPage } from './sale-setup-page';

function Questions({ event }: { event: Event }) {
  const { t } = useLingui();
  const query = useQuestions(event._id);
  if (query.isPending)
    return <ListSkeleton label={t`Loading the questions...`} rows={3} rowClassName="h-24" />;
  if (query.isError) {
    return <LoadFailed title={t`The questions could not be loaded.`} onRetry={() => void query.refetch()} />;
  }
  return (
    <QuestionsForm
      eventId={event._id}
      questions={query.data.questions}
      categoryNames={categoryNamesOf(event)}
    />
  );
}

/** /events/{id}/questions: the event's organizer (or an admin) edits what the checkout asks. */
export function QuestionsScreen({ eventId }: { eventId: string }) {
  const { t } = useLingui();
  return (
    <SaleSetupPage
      eventId={eventId}
      title={t`Checkout questions`}
      what="questions"
      icon={<MessageSquareText aria-hidden="true" className="size-6" />}
      loadingLabel={t`Loading the event...`}
    >
      {(event) => <Questions event={event} />}
    </SaleSetupPage>
  );
}
