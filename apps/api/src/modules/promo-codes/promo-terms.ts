import { PROMO_KINDS, type PromoTerms } from '@ticketmela/domain';
import type { PromoCodeRow } from '../../db/schema/promo-codes';
import { categoryNamesOf } from '../events/category-names';

/** A code's terms for domain's applyPromo: its categories by the names the event shows now. */
export function promoTermsFromRow(
  row: Pick<PromoCodeRow, 'kind' | 'value' | 'ticketCategoryIds'>,
  categoryNameById: Map<string, string>,
): PromoTerms {
  return {
    kind: PROMO_KINDS.find((kind) => kind === row.kind) ?? 'percent',
    value: row.value,
    ticketCategoryNames: categoryNamesOf(row.ticketCategoryIds, categoryNameById),
  };
}
