import type { ContactMessage, ContactStatus } from '@ticketmela/domain';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import CircleCheck from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import Hourglass from 'lucide-react/icons/hourglass';
import Inbox from 'lucide-react/icons/inbox';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useOrganizerContacts } from '../api/get-organizer-contacts';
import { CONTACTS_FETCH_FAILED_MESSAGE } from './contact-messages';
import { InquiryDialog } from './inquiry-dialog';
import { InquiryList } from './inquiry-list';
import { StatusFilter } from './status-filter';

function SummaryCard({
  label,
  value,
  note,
  icon,
  accent,
}: {
  label: string;
  value: ReactNode;
  note?: string;
  icon: ReactNode;
  accent: string;
}) {
  return (
    <Card className="flex items-center gap-3 p-4 sm:gap-4 sm:p-5">
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl sm:size-11', accent)}>
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-gray-700">{label}</p>
        <p className="text-2xl font-bold text-gray-900">{value}</p>
        {note ? <p className="text-xs text-gray-600">{note}</p> : null}
      </div>
    </Card>
  );
}

/** How many messages of each status are on this page (the spec counts the current page only). */
function countOnPage(contacts: ContactMessage[]) {
  const counts: Record<ContactStatus, number> = { pending: 0, 'in-progress': 0, resolved: 0, closed: 0 };
  for (const contact of contacts) counts[contact.status] += 1;
  return counts;
}

/** Event Inquiries (/organizer/contacts): questions attendees sent about the organizer's events, 20 a page. */
export function OrganizerInbox() {
  const [status, setStatus] = useState<ContactStatus | ''>('');
  const [page, setPage] = useState(1);
  // The message as it was when opened: a list refresh meanwhile must not reset what the organizer is typing.
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const query = useOrganizerContacts({ page, status });

  useEffect(() => {
    if (query.isError) toast.error(CONTACTS_FETCH_FAILED_MESSAGE, { id: 'organizer-contacts-failed' });
  }, [query.isError]);

  // When an update moves the last message of the last page out of the filter, show the new last page.
  const pages = query.data?.pagination.pages;
  useEffect(() => {
    if (pages !== undefined && pages > 0 && page > pages) setPage(pages);
  }, [pages, page]);

  const contacts = query.data?.contacts ?? [];
  const onPage = useMemo(() => countOnPage(query.data?.contacts ?? []), [query.data]);
  const figure = (value: number) => (query.data ? value.toLocaleString('en-IN') : '—');

  function changeFilter(next: ContactStatus | '') {
    setStatus(next);
    setPage(1);
  }

  return (
    <div className="space-y-6">
      <title>Event Inquiries — TicketMela</title>
      <header className="space-y-3">
        <Link
          to={paths.organizer}
          className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-gray-700 underline-offset-4 hover:text-gray-900 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Dashboard
        </Link>
        <div>
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Event Inquiries</h1>
          <p className="mt-2 text-gray-700">
            Questions attendees sent about your events. Reply by email or phone, then record where each one
            stands.
          </p>
        </div>
      </header>

      <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <SummaryCard
          label="Total Messages"
          value={figure(query.data?.pagination.total ?? 0)}
          accent="bg-night-100 text-night-800"
          icon={<Inbox aria-hidden="true" className="size-5" />}
        />
        <SummaryCard
          label="Pending"
          value={figure(onPage.pending)}
          note="On this page"
          accent="bg-yellow-100 text-yellow-900"
          icon={<Clock aria-hidden="true" className="size-5" />}
        />
        <SummaryCard
          label="In Progress"
          value={figure(onPage['in-progress'])}
          note="On this page"
          accent="bg-blue-100 text-blue-800"
          icon={<Hourglass aria-hidden="true" className="size-5" />}
        />
        <SummaryCard
          label="Resolved"
          value={figure(onPage.resolved)}
          note="On this page"
          accent="bg-green-100 text-green-800"
          icon={<CircleCheck aria-hidden="true" className="size-5" />}
        />
      </section>

      <StatusFilter value={status} onChange={changeFilter} />

      {query.isPending ? (
        <div className="space-y-2">
          <p role="status" className="sr-only">
            Loading messages...
          </p>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-20 w-full" />
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <Alert title={CONTACTS_FETCH_FAILED_MESSAGE}>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : contacts.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-12 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-gray-100 text-gray-700">
            <Inbox aria-hidden="true" className="size-7" />
          </span>
          <p className="mt-4 text-lg font-semibold text-gray-900">No messages found</p>
          <p className="mt-1 text-sm text-gray-700">No contact messages match your current filter.</p>
        </Card>
      ) : (
        <InquiryList contacts={contacts} stale={query.isPlaceholderData} onOpen={setOpen} />
      )}

      {query.data ? (
        <PaginationBar
          pagination={query.data.pagination}
          shown={contacts.length}
          noun="messages"
          label="Message pages"
          busy={query.isFetching}
          onPageChange={setPage}
        />
      ) : null}

      <InquiryDialog contact={open} onClose={() => setOpen(null)} />
    </div>
  );
}
