import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isPastEvent, type Ticket } from '@ticketmela/domain';
import CalendarDays from 'lucide-react/icons/calendar-days';
import CircleCheck from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import Download from 'lucide-react/icons/download';
import Share2 from 'lucide-react/icons/share-2';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { QrImage } from '@/components/ui/qr-image';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { formatEventDateTime } from '@/lib/format-dates';
import { downloadUrl, qrCodePngDataUrl } from '@/lib/qr-code';
import { shareTicket } from './share-ticket';

export const LINK_COPIED_MESSAGE = msg`Ticket link copied to clipboard!`;

/** The file 'Download QR Code' saves: named after the ticket id. */
export function qrFileName(ticketId: string): string {
  return `${ticketId.replace(/[^\w.-]+/g, '_')}.png`;
}

/** What the holder does with the code now: show it at the entrance, or nothing more (used, or the event is over). */
export function entranceLine(ticket: Pick<Ticket, 'verified' | 'event'>, now: Date): MessageDescriptor {
  if (isPastEvent(ticket.event.date, now)) return msg`This event has ended.`;
  if (ticket.verified) return msg`Checked in: this ticket has been used at the entrance.`;
  return msg`Show this code at the entrance to check in.`;
}

function TicketLines({ ticket }: { ticket: Ticket }) {
  const { t } = useLingui();
  if (!ticket.hasTicketCategories || ticket.ticketItems.length === 0) {
    return (
      <div className="flex items-baseline justify-between gap-3">
        <dt className="text-gray-700">
          <Trans>Seats</Trans>
        </dt>
        <dd className="text-lg font-bold text-gray-900">{ticket.seats}</dd>
      </div>
    );
  }
  const quantity = ticket.totalQuantity;
  return (
    <div>
      <dt className="text-gray-700">
        <Trans>Tickets</Trans>
      </dt>
      <dd className="mt-2">
        <ul className="space-y-1.5">
          {ticket.ticketItems.map((item) => (
            <li key={item.categoryName} className="flex justify-between gap-3 text-gray-900">
              <span className="min-w-0 break-words">
                <span className="font-semibold">{item.categoryName}</span>
                <span className="text-gray-700">{` × ${item.quantity}`}</span>
              </span>
              <span className="shrink-0">{formatPrice(item.subtotal)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 flex justify-between gap-3 border-t border-dashed border-gray-300 pt-2 font-bold text-gray-900">
          <span>{t`${plural(quantity, { one: 'Total: # ticket', other: 'Total: # tickets' })}`}</span>
          <span className="shrink-0">{formatPrice(ticket.totalAmount)}</span>
        </p>
      </dd>
    </div>
  );
}

/**
 * The digital ticket: event, date, check-in state, the QR code drawn in the browser, ticket id, venue and
 * tickets; 'Download QR Code' saves the PNG as {ticketId}.png, 'Share Ticket' uses the share sheet or copies the
 * link; `actions` (what the page adds, such as Cancel Booking) below them; a notice that a screenshot works at the
 * door.
 */
export function TicketCard({
  ticket,
  actions,
  details,
  now = new Date(),
}: {
  ticket: Ticket;
  actions?: ReactNode;
  /** More lines of the details list (a `div` of `dt` and `dd` each). */
  details?: ReactNode;
  now?: Date;
}) {
  const { t, i18n } = useLingui();
  const ticketId = ticket.ticketId;
  const [downloading, setDownloading] = useState(false);
  const [sharing, setSharing] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      downloadUrl(await qrCodePngDataUrl(ticket.qrCode), qrFileName(ticket.ticketId));
    } catch (error) {
      console.error('Failed to download the QR code', error);
      toast.error(t`Failed to download the QR code. Please try again.`);
    } finally {
      setDownloading(false);
    }
  }

  async function share() {
    setSharing(true);
    const title = ticket.event.title;
    const date = formatEventDateTime(ticket.event.date);
    try {
      const outcome = await shareTicket({
        title: t`Ticket: ${title}`,
        text: t`My ticket ${ticketId} for ${title} on ${date}`,
        url: new URL(paths.ticket(ticket.bookingId), window.location.origin).href,
      });
      if (outcome === 'copied') toast.success(i18n._(LINK_COPIED_MESSAGE));
    } catch (error) {
      console.error('Failed to share the ticket', error);
      toast.error(t`Could not share the ticket. Please copy the address from your browser.`);
    } finally {
      setSharing(false);
    }
  }

  return (
    <article className="overflow-hidden rounded-3xl bg-white shadow-xl ring-1 ring-gray-200">
      <header className="bg-gradient-to-br from-night-900 via-night-950 to-brand-900 px-6 py-7 text-white sm:px-8">
        <p className="text-xs font-semibold tracking-widest text-marigold-300 uppercase">
          <Trans>Digital Ticket</Trans>
        </p>
        <h1 className="mt-2 text-2xl leading-tight font-extrabold break-words sm:text-3xl">
          {ticket.event.title}
        </h1>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="flex items-center gap-2 text-sm text-night-100">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            <time dateTime={ticket.event.date}>{formatEventDateTime(ticket.event.date)}</time>
          </p>
          {ticket.verified ? (
            <Badge tone="green">
              <CircleCheck aria-hidden="true" className="size-3.5" />
              <Trans>Verified</Trans>
            </Badge>
          ) : (
            <Badge tone="yellow">
              <Clock aria-hidden="true" className="size-3.5" />
              <Trans>Pending</Trans>
            </Badge>
          )}
        </div>
      </header>

      <div className="px-6 pt-7 pb-6 sm:px-8">
        <QrImage
          text={ticket.qrCode}
          label={t`QR code for ticket ${ticketId}`}
          className="mx-auto w-full max-w-64 p-2"
        />
        <p className="mt-3 text-center text-sm text-gray-700">{i18n._(entranceLine(ticket, now))}</p>
      </div>

      {/* The perforation between the stub and the details. */}
      <div aria-hidden="true" className="relative h-6">
        <span className="absolute top-1/2 -left-3 size-6 -translate-y-1/2 rounded-full bg-stone-50 ring-1 ring-gray-200" />
        <span className="absolute top-1/2 -right-3 size-6 -translate-y-1/2 rounded-full bg-stone-50 ring-1 ring-gray-200" />
        <span className="absolute inset-x-5 top-1/2 border-t-2 border-dashed border-gray-200" />
      </div>

      <div className="px-6 pt-4 pb-7 sm:px-8">
        <dl className="space-y-4 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <dt className="text-gray-700">
              <Trans>Ticket ID</Trans>
            </dt>
            <dd className="font-mono text-sm font-bold break-all text-gray-900">{ticket.ticketId}</dd>
          </div>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <dt className="text-gray-700">
              <Trans>Venue</Trans>
            </dt>
            <dd className="font-semibold break-words text-gray-900 sm:text-right">{ticket.event.location}</dd>
          </div>
          <TicketLines ticket={ticket} />
          {details}
        </dl>

        <div className="mt-7 grid gap-3 sm:grid-cols-2">
          <Button
            size="lg"
            busy={downloading}
            icon={<Download aria-hidden="true" className="size-5" />}
            onClick={() => void download()}
          >
            <Trans>Download QR Code</Trans>
          </Button>
          <Button
            size="lg"
            variant="outline"
            busy={sharing}
            icon={<Share2 aria-hidden="true" className="size-5" />}
            onClick={() => void share()}
          >
            <Trans>Share Ticket</Trans>
          </Button>
        </div>
        {actions ? <div className="mt-3">{actions}</div> : null}

        <div
          role="note"
          className="mt-6 flex gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900"
        >
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">
              <Trans>Security notice</Trans>
            </p>
            <p className="mt-1">
              <Trans>
                A screenshot of this QR code is valid for entry, so keep it to yourself: anyone holding it can
                check in once in your place. Each ticket can be scanned only once.
              </Trans>
            </p>
          </div>
        </div>
      </div>
    </article>
  );
}
