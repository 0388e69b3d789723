import { describePromo, type PromoCode, paiseToRupees } from '@ticketmela/domain';
import type { PromoCodeRow } from '../../db/schema/promo-codes';
import { countedUses, type PromoCodeFigures } from './promo-code-stats';
import { promoTermsFromRow } from './promo-terms';

/** A code as its organizer manages it: rupees, its categories by their names now, and what it has done. */
export function toPromoCodeDto(
  row: PromoCodeRow,
  figures: PromoCodeFigures,
  categoryNameById: Map<string, string>,
): PromoCode {
  const terms = promoTermsFromRow(row, categoryNameById);
  return {
    _id: row.id,
    eventId: row.eventId,
    code: row.code,
    kind: terms.kind,
    value: terms.kind === 'percent' ? row.value : paiseToRupees(row.value),
    description: describePromo(terms.kind, row.value),
    ticketCategoryNames: terms.ticketCategoryNames,
    maxUses: row.maxUses,
    maxUsesPerBuyer: row.maxUsesPerBuyer,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    active: row.active,
    uses: countedUses(row, figures),
    bookings: figures.bookings,
    tickets: figures.tickets,
    revenue: paiseToRupees(figures.revenuePaise),
    discountGiven: paiseToRupees(figures.discountPaise),
    createdAt: row.createdAt.toISOString(),
  };
}
