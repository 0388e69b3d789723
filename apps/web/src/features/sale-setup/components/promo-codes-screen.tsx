import type { Event, PromoCode } from '@ticketmela/domain';
import Plus from 'lucide-react/icons/plus';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { EmptyState, ListSkeleton, LoadFailed } from '@/components/ui/list-states';
import { usePromoCodes } from '../api/get-promo-codes';
import { PromoCodeConfirm, type PromoCodeConfirmAction } from './promo-code-confirm';
import { PromoCodeDialog } from './promo-code-dialog';
import { PromoCodeList } from './promo-code-list';
import { promoLink } from './promo-code-texts';
import { categoryNamesOf, isRefused, NotYours, SaleSetupPage } from './sale-setup-page';

async function copyLink(eventId: string, code: string) {
  const link = promoLink(window.location.origin, eventId, code);
  try {
    await navigator.clipboard.writeText(link);
    toast.success(`Link for ${code} copied`);
  } catch {
    // No clipboard here (an insecure page, a denied permission): the link is shown to copy by hand.
    toast(link, { duration: 10_000 });
  }
}

function PromoCodes({ event }: { event: Event }) {
  const query = usePromoCodes(event._id);
  // null: no dialog; 'new': creating; a code: editing it.
  const [editing, setEditing] = useState<PromoCode | 'new' | null>(null);
  const [confirm, setConfirm] = useState<PromoCodeConfirmAction | null>(null);
  const categoryNames = categoryNamesOf(event);
  const handlers = {
    onCopyLink: (code: PromoCode) => void copyLink(event._id, code.code),
    onEdit: (code: PromoCode) => setEditing(code),
    onToggle: (code: PromoCode) => setConfirm({ kind: 'toggle', code }),
    onDelete: (code: PromoCode) => setConfirm({ kind: 'delete', code }),
  };

  if (query.isPending) return <ListSkeleton label="Loading promo codes..." rows={3} rowClassName="h-16" />;
  if (query.isError) {
    return isRefused(query.error) ? (
      <NotYours what="promo codes" />
    ) : (
      <LoadFailed title="The promo codes could not be loaded." onRetry={() => void query.refetch()} />
    );
  }
  const codes = query.data.promoCodes;
  return (
    <section aria-labelledby="promo-codes-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="promo-codes-heading" className="text-xl font-bold text-gray-900">
          Codes
        </h2>
        <Button onClick={() => setEditing('new')} icon={<Plus aria-hidden="true" className="size-4" />}>
          New promo code
        </Button>
      </div>
      {codes.length > 0 ? (
        <PromoCodeList codes={codes} handlers={handlers} now={new Date()} />
      ) : (
        <EmptyState icon={<TicketPercent aria-hidden="true" className="size-7" />} title="No promo codes yet">
          <p className="mt-1 max-w-sm text-sm text-gray-700">
            A code lowers the price for those who have it: a percentage off, an amount off each ticket, or a
            fixed price.
          </p>
        </EmptyState>
      )}
      {editing !== null ? (
        <PromoCodeDialog
          eventId={event._id}
          code={editing === 'new' ? null : editing}
          categoryNames={categoryNames}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <PromoCodeConfirm eventId={event._id} action={confirm} onDone={() => setConfirm(null)} />
    </section>
  );
}

/** /events/{id}/promo-codes: the event's organizer (or an admin) makes codes and sees what each has done. */
export function PromoCodesScreen({ eventId }: { eventId: string }) {
  return (
    <SaleSetupPage
      eventId={eventId}
      title="Promo codes"
      what="promo codes"
      icon={<TicketPercent aria-hidden="true" className="size-6" />}
      loadingLabel="Loading the event..."
    >
      {(event) => <PromoCodes event={event} />}
    </SaleSetupPage>
  );
}
