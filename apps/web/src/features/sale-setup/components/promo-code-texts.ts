import { t } from '@lingui/core/macro';
import type { PromoCode } from '@ticketmela/domain';
import type { BadgeTone } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatIndianDateTime } from '@/lib/format';

// The texts below are made while a component that uses `useLingui()` renders, so they follow a change of language.

const count = (value: number) => value.toLocaleString('en-IN');

export function categoriesText(code: Pick<PromoCode, 'ticketCategoryNames'>): string {
  return code.ticketCategoryNames?.length ? code.ticketCategoryNames.join(', ') : t`All tickets`;
}

/** 'From 1 Dec 2026, 10:00 am until 5 Dec 2026, 11:59 pm', or 'Any time' with neither. */
export function validityText(code: Pick<PromoCode, 'validFrom' | 'validUntil'>): string {
  const from = code.validFrom ? formatIndianDateTime(code.validFrom) : '';
  const until = code.validUntil ? formatIndianDateTime(code.validUntil) : '';
  if (from && until) return t`From ${from} until ${until}`;
  if (from) return t`From ${from}`;
  if (until) return t`Until ${until}`;
  return t`Any time`;
}

/** '3 / 20', or '3' when there is no limit. */
export function usesText(code: Pick<PromoCode, 'uses' | 'maxUses'>): string {
  return code.maxUses === null ? count(code.uses) : `${count(code.uses)} / ${count(code.maxUses)}`;
}

export function perBuyerText(code: Pick<PromoCode, 'maxUsesPerBuyer'>): string {
  return code.maxUsesPerBuyer === null ? t`No limit` : count(code.maxUsesPerBuyer);
}

/** Switched off, or whether a buyer could use it now. */
export function promoStatus(
  code: Pick<PromoCode, 'active' | 'validFrom' | 'validUntil' | 'uses' | 'maxUses'>,
  now: Date,
): { label: string; tone: BadgeTone } {
  if (!code.active) return { label: t`Off`, tone: 'gray' };
  if (code.validUntil && Date.parse(code.validUntil) <= now.getTime())
    return { label: t`Expired`, tone: 'red' };
  if (code.validFrom && Date.parse(code.validFrom) > now.getTime())
    return { label: t`Scheduled`, tone: 'blue' };
  if (code.maxUses !== null && code.uses >= code.maxUses) return { label: t`Used up`, tone: 'yellow' };
  return { label: t`On`, tone: 'green' };
}

/** The event page's address carrying the code, so the discount shows before the buyer signs in. */
export function promoLink(origin: string, eventId: string, code: string): string {
  return `${origin}${paths.event(eventId)}?code=${encodeURIComponent(code)}`;
}
