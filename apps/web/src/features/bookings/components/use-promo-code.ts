import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { normalizePromoCode, PromoCodeInputSchema, type PromoCodeLookup } from '@ticketmela/domain';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useLookupPromoCodeMutation } from '../api/lookup-promo-code';

export const PROMO_LOOKUP_FAILED_MESSAGE = msg`The promo code could not be checked. Please try again.`;

/** The page address's `?code=`: a link to the event that carries a code. */
export const PROMO_CODE_PARAM = 'code';

export interface PromoCodeState {
  open: boolean;
  setOpen: (open: boolean) => void;
  input: string;
  setInput: (input: string) => void;
  /** The code as the server described it, once applied. */
  applied: PromoCodeLookup | null;
  /** Why the code was refused (by the lookup, or later by the payment), shown under the field. */
  error: string | null;
  applying: boolean;
  apply: () => void;
  remove: () => void;
  /** The server refused the applied code when paying (used up meanwhile, the buyer's limit): it is cleared. */
  refuse: (message: string) => void;
}

/** A refusal that is about the promo code, to be shown under its field. */
export function isPromoRefusal(failure: unknown): boolean {
  return isApiError(failure) && (failure.code.startsWith('PROMO_CODE') || failure.field === 'promoCode');
}

/**
 * The booking panel's promo code: typed and applied (looked up on the server), or arriving with the page's address
 * (/events/{id}?code=CODE), which is applied as the panel appears, for visitors too.
 */
export function usePromoCode(eventId: string): PromoCodeState {
  const { i18n } = useLingui();
  const [searchParams] = useSearchParams();
  const fromLink = searchParams.get(PROMO_CODE_PARAM);
  const lookup = useLookupPromoCodeMutation();
  const [open, setOpen] = useState(Boolean(fromLink));
  const [input, setInput] = useState(fromLink ?? '');
  const [applied, setApplied] = useState<PromoCodeLookup | null>(null);
  const [error, setError] = useState<string | null>(null);
  const appliedFromLink = useRef(false);

  function applyCode(text: string) {
    const parsed = PromoCodeInputSchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? i18n._(PROMO_LOOKUP_FAILED_MESSAGE));
      return;
    }
    const code = normalizePromoCode(parsed.data);
    setError(null);
    lookup.mutate(
      { eventId, code },
      {
        onSuccess: (terms) => {
          setApplied(terms);
          setInput(terms.code);
        },
        onError: (failure) => {
          setApplied(null);
          setError(errorMessage(failure, i18n._(PROMO_LOOKUP_FAILED_MESSAGE)));
        },
      },
    );
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the link's code is applied once, as the panel appears.
  useEffect(() => {
    if (!fromLink || appliedFromLink.current) return;
    appliedFromLink.current = true;
    applyCode(fromLink);
  }, [fromLink]);

  return {
    open,
    setOpen,
    input,
    setInput: (next) => {
      setInput(next);
      setError(null);
    },
    applied,
    error,
    applying: lookup.isPending,
    apply: () => applyCode(input),
    remove: () => {
      setApplied(null);
      setInput('');
      setError(null);
    },
    refuse: (message) => {
      setApplied(null);
      setOpen(true);
      setError(message);
    },
  };
}
