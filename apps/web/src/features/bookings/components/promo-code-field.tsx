import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PROMO_MESSAGES } from '@ticketmela/domain';
import BadgePercent from 'lucide-react/icons/badge-percent';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { domainText } from '@/i18n/domain-text';
import { promoDescription } from './promo-quote';
import type { PromoCodeState } from './use-promo-code';

/** "COLLEGE20 applied: 20% off". */
export function appliedPromoText(i18n: I18n, state: PromoCodeState): string {
  if (!state.applied) return '';
  const code = state.applied.code;
  const description = promoDescription(state.applied);
  return i18n._(msg`${code} applied: ${description}`);
}

/**
 * "Have a promo code?": shut until asked for, then a labelled field with Apply; once applied, what the code does
 * with Remove. A refusal (the lookup's, or the payment's later) shows under the field. `notApplicable`: the code
 * lowers none of the tickets chosen, so it will not be sent.
 */
export function PromoCodeField({
  state,
  notApplicable = false,
  disabled = false,
}: {
  state: PromoCodeState;
  notApplicable?: boolean;
  disabled?: boolean;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  // Where the focus goes after the buyer acts: into the field once opened or cleared; after Apply, to Remove when
  // the code was applied, back into the field when it was refused.
  const focusNext = useRef<'input' | 'result' | null>(null);
  const { applied, error, applying } = state;

  useEffect(() => {
    if (!focusNext.current || applying) return;
    const target = focusNext.current === 'result' && applied ? removeRef.current : inputRef.current;
    if (!target) return;
    target.focus();
    focusNext.current = null;
  });

  if (!state.open && !applied) {
    return (
      <button
        type="button"
        aria-expanded="false"
        disabled={disabled}
        onClick={() => {
          focusNext.current = 'input';
          state.setOpen(true);
        }}
        className="inline-flex min-h-10 items-center gap-2 rounded-lg text-sm font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
      >
        <BadgePercent aria-hidden="true" className="size-4" />
        <Trans>Have a promo code?</Trans>
      </button>
    );
  }

  if (applied) {
    const code = applied.code;
    const categories = applied.ticketCategoryNames?.join(', ');
    return (
      <div className="space-y-2">
        <div className="flex items-center justify-between gap-3 rounded-xl border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          <p role="status" className="flex min-w-0 items-center gap-2 font-semibold break-words">
            <BadgePercent aria-hidden="true" className="size-4 shrink-0" />
            {appliedPromoText(i18n, state)}
          </p>
          <Button
            ref={removeRef}
            variant="ghost"
            size="sm"
            disabled={disabled}
            aria-label={t`Remove promo code ${code}`}
            onClick={() => {
              focusNext.current = 'input';
              state.remove();
            }}
          >
            <Trans>Remove</Trans>
          </Button>
        </div>
        {applied.ticketCategoryNames ? (
          <p className="text-xs text-gray-600">{t`For ${categories} tickets`}</p>
        ) : null}
        {notApplicable ? (
          <p role="status" className="text-sm font-medium text-amber-900">
            {domainText(PROMO_MESSAGES.notApplicable)}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        <Trans>Promo code</Trans>
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={id}
          value={state.input}
          disabled={disabled}
          readOnly={applying}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => state.setInput(event.target.value)}
          onKeyDown={(event) => {
            // Inside the booking form: Enter applies the code, it does not book.
            if (event.key === 'Enter') {
              event.preventDefault();
              focusNext.current = 'result';
              state.apply();
            }
          }}
          className={inputClasses(Boolean(error), 'min-w-0 flex-1 font-mono uppercase')}
        />
        <Button
          variant="outline"
          busy={applying}
          disabled={disabled}
          onClick={() => {
            focusNext.current = 'result';
            state.apply();
          }}
        >
          <Trans>Apply</Trans>
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {domainText(error)}
        </p>
      ) : null}
    </div>
  );
}
