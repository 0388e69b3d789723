import { PROMO_MESSAGES } from '@ticketmela/domain';
import { messageOfText } from '../../i18n/known-text';
import { AppError } from '../../lib/app-error';
import type { PromoCodeFacts } from './promo-code-facts';

// Why a code cannot be used (decision 0042), said the same way by the lookup and by the purchase, always on the
// buyer's `promoCode` field. The hold's statement checks the same again, exactly, when it takes the use.

/** The domain's words for a refusal (PROMO_MESSAGES), translated by its catalog. */
const refuse = (code: ConstructorParameters<typeof AppError>[0], message: string) =>
  new AppError(code, messageOfText(message), 'promoCode');

/**
 * Throws why the code cannot be used at `now`: unknown to the event, switched off, not valid yet, expired (valid from
 * `validFrom` included until `validUntil` excluded) or used up. The per-buyer limit is the purchase's own check.
 */
export function assertPromoCodeUsable(
  code: PromoCodeFacts | null,
  now: Date,
): asserts code is PromoCodeFacts {
  if (!code) throw refuse('PROMO_CODE_INVALID', PROMO_MESSAGES.unknown);
  if (!code.active) throw refuse('PROMO_CODE_EXPIRED', PROMO_MESSAGES.inactive);
  if (code.validFrom && code.validFrom.getTime() > now.getTime()) {
    throw refuse('PROMO_CODE_EXPIRED', PROMO_MESSAGES.notYetValid);
  }
  if (code.validUntil && code.validUntil.getTime() <= now.getTime()) {
    throw refuse('PROMO_CODE_EXPIRED', PROMO_MESSAGES.expired);
  }
  if (code.maxUses !== null && code.uses >= code.maxUses)
    throw refuse('PROMO_CODE_USED_UP', PROMO_MESSAGES.usedUp);
}

/** Throws when the buyer has used the code as many times as it allows them. */
export function assertBuyerMayUse(code: PromoCodeFacts): void {
  if (code.maxUsesPerBuyer !== null && code.buyerUses >= code.maxUsesPerBuyer) {
    throw refuse('PROMO_CODE_BUYER_LIMIT', PROMO_MESSAGES.buyerLimit);
  }
}

export function notApplicableError(): AppError {
  return refuse('PROMO_CODE_NOT_APPLICABLE', PROMO_MESSAGES.notApplicable);
}
