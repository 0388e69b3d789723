import type { PromoCodeRow } from '../../db/schema/promo-codes';

/** A code as a purchase or a lookup decides on it: its terms, limits, window and the uses counted now. */
export interface PromoCodeFacts
  extends Pick<
    PromoCodeRow,
    | 'id'
    | 'code'
    | 'kind'
    | 'value'
    | 'ticketCategoryIds'
    | 'maxUses'
    | 'maxUsesPerBuyer'
    | 'validFrom'
    | 'validUntil'
    | 'active'
    | 'uses'
  > {
  /** The buyer's own uses of it (0 when no buyer is known, as in a lookup). */
  buyerUses: number;
}

/**
 * The code `code` (SQL text, compared case-insensitively) of the event `eventId` with the uses of the buyer `buyerId`
 * (SQL uuid or null), as one json value (null when the event has no such code), for another module's one read. By
 * the unique index on (event_id, upper(code)) and the buyers' primary key.
 */
export function promoCodeFactsOf(eventId: string, code: string, buyerId: string): string {
  return `(select json_build_object('id', pc.id, 'code', pc.code, 'kind', pc.kind, 'value', pc.value,
      'ticketCategoryIds', pc.ticket_category_ids, 'maxUses', pc.max_uses, 'maxUsesPerBuyer', pc.max_uses_per_buyer,
      'validFrom', pc.valid_from, 'validUntil', pc.valid_until, 'active', pc.active, 'uses', pc.uses,
      'buyerUses', coalesce((select b.uses from promo_code_buyers b
        where b.promo_code_id = pc.id and b.user_id = ${buyerId}), 0))
    from promo_codes pc where pc.event_id = ${eventId} and upper(pc.code) = upper(${code}))`;
}

type PromoCodeJson = Omit<PromoCodeFacts, 'validFrom' | 'validUntil'> & {
  validFrom: string | null;
  validUntil: string | null;
};

/** promoCodeFactsOf's json as the rules take it (its timestamps as dates). */
export function promoCodeFactsFromJson(json: PromoCodeJson | null): PromoCodeFacts | null {
  if (!json) return null;
  return {
    ...json,
    validFrom: json.validFrom ? new Date(json.validFrom) : null,
    validUntil: json.validUntil ? new Date(json.validUntil) : null,
  };
}
