import { Trans, useLingui } from '@lingui/react/macro';
import type { ContactMessage } from '@ticketmela/domain';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatIndianDateTime } from '@/lib/format';
import { subjectText } from './contact-labels';
import { ContactStatusBadge } from './contact-status-badge';
import type { ContactView } from './contact-views';

const PREVIEW_LENGTH = 80;

/** The message on one line, cut at 80 characters. */
export function messagePreview(message: string): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH).trimEnd()}…` : flat;
}

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase';
const td = 'px-4 py-3 align-top text-sm text-gray-800';

function OpenButton({
  contact,
  view,
  onOpen,
}: {
  contact: ContactMessage;
  view: ContactView;
  onOpen: (contact: ContactMessage) => void;
}) {
  const { i18n } = useLingui();
  const Icon = view.openIcon;
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => onOpen(contact)}
      icon={<Icon aria-hidden="true" className="size-4" />}
      className="whitespace-nowrap"
      aria-label={i18n._(view.openName(contact.name))}
    >
      {i18n._(view.openLabel)}
    </Button>
  );
}

/**
 * The messages of one page: a table (Contact, Event for inquiries, Subject, Status, Date, Actions) on wide screens,
 * and one card per message on narrower ones, so nothing needs sideways scrolling at 390 px.
 */
export function ContactList({
  contacts,
  view,
  stale,
  onOpen,
}: {
  contacts: ContactMessage[];
  view: ContactView;
  /** The previous page is shown while the next one loads. */
  stale: boolean;
  onOpen: (contact: ContactMessage) => void;
}) {
  const { t, i18n } = useLingui();
  const listLabel = i18n._(view.listLabel);
  const cardLabel = (contact: ContactMessage) => {
    const subject = subjectText(i18n, contact.subject);
    const name = contact.name;
    return t`${subject} from ${name}`;
  };
  const dateLine = (contact: ContactMessage) =>
    i18n._(view.dateLine(formatIndianDateTime(contact.createdAt)));
  return (
    <div className={cn('transition-opacity', stale && 'opacity-60')} aria-busy={stale || undefined}>
      <div className="hidden overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm lg:block">
        <table className="w-full">
          <caption className="sr-only">{listLabel}</caption>
          <thead className="bg-stone-50">
            <tr>
              <th scope="col" className={th}>
                <Trans>Contact</Trans>
              </th>
              {view.eventColumn ? (
                <th scope="col" className={th}>
                  <Trans>Event</Trans>
                </th>
              ) : null}
              <th scope="col" className={th}>
                <Trans>Subject</Trans>
              </th>
              <th scope="col" className={th}>
                <Trans>Status</Trans>
              </th>
              <th scope="col" className={th}>
                <Trans>Date</Trans>
              </th>
              <th scope="col" className={`${th} text-right`}>
                <Trans>Actions</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {contacts.map((contact) => (
              <tr key={contact._id}>
                <th scope="row" className={`${td} max-w-56 text-left font-normal`}>
                  <span className="block font-semibold break-words text-gray-900">{contact.name}</span>
                  <span className="block break-all text-gray-700">{contact.email}</span>
                  {contact.phone ? <span className="block text-gray-700">{contact.phone}</span> : null}
                </th>
                {view.eventColumn ? (
                  <td className={`${td} max-w-56`}>
                    {contact.eventId ? (
                      <>
                        <span className="block font-medium break-words text-gray-900">
                          {contact.eventId.title}
                        </span>
                        <span className="block text-gray-700">
                          {formatIndianDateTime(contact.eventId.date)}
                        </span>
                      </>
                    ) : null}
                  </td>
                ) : null}
                <td className={`${td} max-w-72`}>
                  <span className="block font-medium text-gray-900">
                    {subjectText(i18n, contact.subject)}
                  </span>
                  <span className="block break-words text-gray-700">{messagePreview(contact.message)}</span>
                </td>
                <td className={td}>
                  <ContactStatusBadge status={contact.status} />
                </td>
                <td className={`${td} whitespace-nowrap`}>{formatIndianDateTime(contact.createdAt)}</td>
                <td className={`${td} text-right`}>
                  <OpenButton contact={contact} view={view} onOpen={onOpen} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 lg:hidden" aria-label={listLabel}>
        {contacts.map((contact) => (
          <li key={contact._id}>
            <article
              aria-label={cardLabel(contact)}
              className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-gray-900">{contact.name}</p>
                  <p className="text-sm break-all text-gray-700">{contact.email}</p>
                  {contact.phone ? <p className="text-sm text-gray-700">{contact.phone}</p> : null}
                </div>
                <ContactStatusBadge status={contact.status} />
              </div>
              {contact.eventId ? (
                <p className="mt-3 text-sm text-gray-800">
                  <span className="font-medium break-words">{contact.eventId.title}</span>
                  <span className="text-gray-700"> · {formatIndianDateTime(contact.eventId.date)}</span>
                </p>
              ) : null}
              <p className="mt-2 text-sm font-medium text-gray-900">{subjectText(i18n, contact.subject)}</p>
              <p className="text-sm break-words text-gray-700">{messagePreview(contact.message)}</p>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                <p className="text-xs text-gray-600">{dateLine(contact)}</p>
                <OpenButton contact={contact} view={view} onOpen={onOpen} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
