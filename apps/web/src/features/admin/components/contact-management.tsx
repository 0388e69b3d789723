import type { ContactMessage, ContactStatus } from '@ticketmela/domain';
import Eye from 'lucide-react/icons/eye';
import Inbox from 'lucide-react/icons/inbox';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatIndianDateTime } from '@/lib/format';
import { useGeneralContacts } from '../api/get-general-contacts';
import { AdminPageHeader } from './admin-page-header';
import { BackToDashboardLink } from './back-to-dashboard-link';
import { ContactDetailsDialog } from './contact-details-dialog';
import { ContactStatusFilter } from './contact-status-filter';
import { RowCard, RowFact } from './row-card';
import { rowTh, ScrollTable, td, th } from './scroll-table';
import { ContactStatusBadge } from './status-badges';
import { useIsWide } from './use-is-wide';

const MESSAGE_PREVIEW_LENGTH = 80;

function preview(message: string): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  return flat.length > MESSAGE_PREVIEW_LENGTH ? `${flat.slice(0, MESSAGE_PREVIEW_LENGTH).trimEnd()}…` : flat;
}

function ViewDetailsButton({
  contact,
  onOpen,
}: {
  contact: ContactMessage;
  onOpen: (contact: ContactMessage) => void;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => onOpen(contact)}
      icon={<Eye aria-hidden="true" className="size-4" />}
    >
      View Details<span className="sr-only"> of the message from {contact.name}</span>
    </Button>
  );
}

/** Contact Management (/admin/contacts): the general contact messages, filtered by status, 20 a page. */
export function ContactManagement() {
  const [status, setStatus] = useState<ContactStatus | ''>('');
  const [page, setPage] = useState(1);
  // The message as it was when opened: a list refresh meanwhile must not reset what the admin is typing.
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const query = useGeneralContacts({ page, status });
  const isWide = useIsWide();

  useEffect(() => {
    if (query.isError) toast.error('Failed to fetch contacts', { id: 'admin-contacts-failed' });
  }, [query.isError]);

  // After an update moves the last message of the last page out of the filter, show the new last page.
  const pages = query.data?.pagination.pages;
  useEffect(() => {
    if (pages !== undefined && pages > 0 && page > pages) setPage(pages);
  }, [pages, page]);

  function changeFilter(next: ContactStatus | '') {
    setStatus(next);
    setPage(1);
  }

  const contacts = query.data?.contacts ?? [];

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Contact Management"
        subtitle="Messages sent through the Contact Us form. Reply, then record what was done."
        before={<BackToDashboardLink />}
      />
      <ContactStatusFilter value={status} onChange={changeFilter} />

      {query.isPending ? (
        <div className="space-y-2">
          <p role="status" className="sr-only">
            Loading contacts...
          </p>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-16 w-full" />
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <Alert title="Failed to fetch contacts">
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : contacts.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-gray-200 bg-white px-6 py-12 text-center shadow-sm">
          <span className="flex size-14 items-center justify-center rounded-full bg-gray-100 text-gray-700">
            <Inbox aria-hidden="true" className="size-7" />
          </span>
          <p className="mt-4 text-lg font-semibold text-gray-900">No contacts found</p>
          <p className="mt-1 text-sm text-gray-700">No contact inquiries match your current filter.</p>
        </div>
      ) : isWide ? (
        <ScrollTable label="Contacts table" className={query.isPlaceholderData ? 'opacity-60' : undefined}>
          <table className="w-full min-w-[56rem]">
            <thead className="bg-stone-50">
              <tr>
                <th scope="col" className={th}>
                  Contact
                </th>
                <th scope="col" className={th}>
                  Subject
                </th>
                <th scope="col" className={th}>
                  Status
                </th>
                <th scope="col" className={th}>
                  Date
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {contacts.map((contact) => (
                <tr key={contact._id}>
                  <th scope="row" className={rowTh}>
                    <span className="block font-semibold text-gray-900">{contact.name}</span>
                    <span className="block break-all text-gray-700">{contact.email}</span>
                    {contact.phone ? <span className="block text-gray-700">{contact.phone}</span> : null}
                  </th>
                  <td className={`${td} max-w-sm`}>
                    <span className="block font-medium text-gray-900">{contact.subject}</span>
                    <span className="block text-gray-700">{preview(contact.message)}</span>
                  </td>
                  <td className={td}>
                    <ContactStatusBadge status={contact.status} />
                  </td>
                  <td className={`${td} whitespace-nowrap`}>{formatIndianDateTime(contact.createdAt)}</td>
                  <td className={`${td} text-right`}>
                    <ViewDetailsButton contact={contact} onOpen={setOpen} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      ) : (
        <ul className={cn('space-y-3', query.isPlaceholderData && 'opacity-60')} aria-label="Contacts">
          {contacts.map((contact) => (
            <li key={contact._id}>
              <RowCard
                label={`${contact.subject} from ${contact.name}`}
                heading={
                  <>
                    <span className="block font-semibold text-gray-900">{contact.subject}</span>
                    <span className="block text-sm text-gray-700">
                      {formatIndianDateTime(contact.createdAt)}
                    </span>
                  </>
                }
                badge={<ContactStatusBadge status={contact.status} />}
                note={preview(contact.message)}
                actions={<ViewDetailsButton contact={contact} onOpen={setOpen} />}
              >
                <RowFact label="Contact">
                  {contact.name}
                  <span className="block break-all text-gray-700">{contact.email}</span>
                  {contact.phone ? <span className="block text-gray-700">{contact.phone}</span> : null}
                </RowFact>
              </RowCard>
            </li>
          ))}
        </ul>
      )}

      {query.data ? (
        <PaginationBar
          pagination={query.data.pagination}
          shown={contacts.length}
          noun="contacts"
          busy={query.isFetching}
          onPageChange={setPage}
        />
      ) : null}

      <ContactDetailsDialog contact={open} onClose={() => setOpen(null)} />
    </div>
  );
}
