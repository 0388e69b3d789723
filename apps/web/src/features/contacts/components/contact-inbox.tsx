import { useLingui } from '@lingui/react/macro';
import type { ContactListResponse, ContactMessage, ContactStatus } from '@ticketmela/domain';
import Inbox from 'lucide-react/icons/inbox';
import { type ReactNode, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { EmptyState, ListSkeleton, LoadFailed } from '@/components/ui/list-states';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { useContacts } from '../api/get-contacts';
import type { ContactBox } from '../api/keys';
import { ContactDialog } from './contact-dialog';
import { ContactList } from './contact-list';
import { CONTACTS_FETCH_FAILED_MESSAGE } from './contact-messages';
import { CONTACT_VIEWS } from './contact-views';
import { StatusFilter } from './status-filter';

/**
 * An inbox, 20 messages a page: the status filter, the list, and the dialog that records what was done. The admin's
 * Contact Management shows the general messages; the organizer's Event Inquiries the questions about their events.
 */
export function ContactInbox({
  box,
  header,
  summary,
}: {
  box: ContactBox;
  /** The page's title and its way back. */
  header: ReactNode;
  /** Shown between the header and the filter, from the page on screen (undefined while it loads). */
  summary?: (page: ContactListResponse | undefined) => ReactNode;
}) {
  const { i18n } = useLingui();
  const view = CONTACT_VIEWS[box];
  const [status, setStatus] = useState<ContactStatus | ''>('');
  const [page, setPage] = useState(1);
  // The message as it was when opened: a list refresh meanwhile must not reset what is being typed.
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const query = useContacts(box, { page, status });

  useEffect(() => {
    if (query.isError) toast.error(i18n._(CONTACTS_FETCH_FAILED_MESSAGE), { id: `${box}-contacts-failed` });
  }, [query.isError, box, i18n]);

  // When an update moves the last message of the last page out of the filter, show the new last page.
  const pages = query.data?.pagination.pages;
  useEffect(() => {
    if (pages !== undefined && pages > 0 && page > pages) setPage(pages);
  }, [pages, page]);

  const contacts = query.data?.contacts ?? [];

  function changeFilter(next: ContactStatus | '') {
    setStatus(next);
    setPage(1);
  }

  return (
    <div className="space-y-6">
      {header}
      {summary?.(query.data)}
      <StatusFilter label={i18n._(view.filterLabel)} value={status} onChange={changeFilter} />

      {query.isPending ? (
        <ListSkeleton label={i18n._(view.loadingText)} rowClassName="h-20" />
      ) : query.isError && !query.data ? (
        <LoadFailed title={i18n._(CONTACTS_FETCH_FAILED_MESSAGE)} onRetry={() => void query.refetch()} />
      ) : contacts.length === 0 ? (
        <EmptyState icon={<Inbox aria-hidden="true" className="size-7" />} title={i18n._(view.emptyTitle)}>
          <p className="mt-1 text-sm text-gray-700">{i18n._(view.emptyText)}</p>
        </EmptyState>
      ) : (
        <ContactList contacts={contacts} view={view} stale={query.isPlaceholderData} onOpen={setOpen} />
      )}

      {query.data ? (
        <PaginationBar
          pagination={query.data.pagination}
          shown={contacts.length}
          noun={i18n._(view.noun)}
          label={i18n._(view.pagesLabel)}
          busy={query.isFetching}
          onPageChange={setPage}
        />
      ) : null}

      <ContactDialog contact={open} view={view} onClose={() => setOpen(null)} />
    </div>
  );
}
