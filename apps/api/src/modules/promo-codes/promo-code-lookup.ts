import { describePromo, PROMO_KINDS, type PromoCodeLookup, paiseToRupees } from '@ticketmela/domain';
import type { DbOrTx } from '../../db/client';
import { defineStatement, runStatement } from '../../db/statement';
import { categoryNamesOf } from '../events/category-names';
import { assertPromoCodeUsable } from './promo-code-checks';
import { promoCodeFactsFromJson, promoCodeFactsOf } from './promo-code-facts';

const lookupStatement = defineStatement<{
  promoCode: Parameters<typeof promoCodeFactsFromJson>[0];
  categoryNames: Record<string, string>;
}>(
  'promo_codes_lookup',
  ['eventId', 'code'],
  `select ${promoCodeFactsOf(':eventId::uuid', ':code', 'null::uuid')} as "promoCode",
    (select coalesce(json_object_agg(c.id, c.name), '{}'::json) from ticket_categories c
      where c.event_id = :eventId::uuid) as "categoryNames"`,
);

/**
 * GET /api/events/{id}/promo-codes/lookup (decision 0042): what the event's code does, for the checkout to show the
 * discounted price before the buyer pays, in one read with the event's category names. Refused (promo-code-checks)
 * when unknown to this event, switched off, out of its window or used up; the per-buyer limit is the hold's check.
 */
export async function lookUpPromoCode(
  db: DbOrTx,
  eventId: string,
  code: string,
  now: Date,
): Promise<PromoCodeLookup> {
  const [row] = await runStatement(db, lookupStatement, { eventId, code: code.trim() });
  const found = promoCodeFactsFromJson(row!.promoCode);
  assertPromoCodeUsable(found, now);
  const kind = PROMO_KINDS.find((known) => known === found.kind) ?? 'percent';
  return {
    code: found.code,
    kind,
    value: kind === 'percent' ? found.value : paiseToRupees(found.value),
    description: describePromo(kind, found.value),
    ticketCategoryNames: categoryNamesOf(
      found.ticketCategoryIds,
      new Map(Object.entries(row!.categoryNames)),
    ),
    validUntil: found.validUntil ? found.validUntil.toISOString() : null,
  };
}
