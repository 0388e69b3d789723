import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Event, PromoCode } from '@ticketmela/domain';
import Plus from 'lucide-react/icons/plus';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { EmptyState, ListSkeleton, LoadFailed } from '@/components/ui/list-states';
import { isRefusedOrMissing } from '@/lib/api-refusals';
import { usePromoCodes } from '../api/get-promo-codes';
import { PromoCodeConfirm, type PromoCodeConfirmAction } from './promo-code-confirm';
import { PromoCodeDialog } from './promo-code-dialog';
import { PromoCodeList } from './promo-code-list';
import { promoLink } from './promo-code-texts';
import { categoryNamesOf, NotYours, SaleSetupPage } from './sale-setup-page';

async function copyLink(eventId: string, promoCode: string, i18n: I18n) {
  const link = promoLink(window.location.origin, eventId, promoCode);
  try {
    await navigator.clipboard.writeText(link);
    toast.success(i18n._(msg`Link for ${promoCode} copied`));
  } catch {
    // No clipboard here (an insecure page, a denied permission): the link is shown to copy by hand.
    toast(link, { duration: 10_000 });
  }
}

function PromoCodes({ event }: { event: Event }) {
  const { t, i18n } = useLingui();
  const query = usePromoCodes(event._id);
  // null: no dialog; 'new': creating; a code: editing it.
  const [editing, setEditing] = useState<PromoCode | 'new' | null>(null);
  const [confirm, setConfirm] = useState<PromoCodeConfirmAction | null>(null);
  const categoryNames = categoryNamesOf(event);
  const handlers = {
    onCopyLink: (code: PromoCode) => void copyLink(event._id, code.code, i18n),
    onEdit: (code: PromoCode) => setEditing(code),
    onToggle: (code: PromoCode) => setConfirm({ kind: 'toggle', code }),
    onDelete: (code: PromoCode) => setConfirm({ kind: 'delete', code }),
  };

  if (query.isPending) return <ListSkeleton label={t`Loading promo codes...`} rows={3} rowClassName="h-16" />;
  if (query.isError) {
    return isRefusedOrMissing(query.error) ? (
      <NotYours what="promoCodes" />
    ) : (
      <LoadFailed title={t`The promo codes could not be loaded.`} onRetry={() => void query.refetch()} />
    );
  }
  const codes = query.data.promoCodes;
  return (
    <section aria-labelledby="promo-codes-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="promo-codes-heading" className="text-xl font-bold text-gray-900">
          <Trans>Codes</Trans>
        </h2>
        <Button onClick={() => setEditing('new')} icon={<Plus aria-hidden="true" className="size-4" />}>
          <Trans>New promo code</Trans>
        </Button>
      </div>
      {codes.length > 0 ? (
        <PromoCodeList codes={codes} handlers={handlers} now={new Date()} />
      ) : (
        <EmptyState
          icon={<TicketPercent aria-hidden="true" className="size-7" />}
          title={t`No promo codes yet`}
        >
          <p className="mt-1 max-w-sm text-sm text-gray-700">
            <Trans>
              A code lowers the price for those who have it: a percentage off, an amount off each ticket, or a
              fixed price.
            </Trans>
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
  const { t } = useLingui();
  return (
    <SaleSetupPage
      eventId={eventId}
      title={t`Promo codes`}
      what="promoCodes"
      icon={<TicketPercent aria-hidden="true" className="size-6" />}
      loadingLabel={t`Loading the event...`}
    >
      {(event) => <PromoCodes event={event} />}
    </SaleSetupPage>
  );
}
