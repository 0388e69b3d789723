import { toNestErrors } from '@hookform/resolvers';
import {
  type CreatePromoCodeBody,
  CreatePromoCodeBodySchema,
  describePromoText,
  type PromoCode,
  type PromoKind,
  parseEventDate,
  rupeesToPaise,
  toIndiaDateTimeLocal,
  type UpdatePromoCodeBody,
} from '@ticketmela/domain';
import type { FieldError, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { domainText } from '@/i18n/domain-text';

export type PromoCodeBody = z.output<typeof CreatePromoCodeBodySchema>;

/** The promo code form as typed: numbers and dates as the inputs hold them, categories by name. */
export interface PromoCodeFormValues {
  code: string;
  kind: PromoKind;
  value: string;
  ticketCategoryNames: string[];
  maxUses: string;
  maxUsesPerBuyer: string;
  /** datetime-local, India time (as the event form's date). */
  validFrom: string;
  validUntil: string;
  active: boolean;
}

export const PROMO_FORM_FIELDS = [
  'code',
  'kind',
  'value',
  'ticketCategoryNames',
  'maxUses',
  'maxUsesPerBuyer',
  'validFrom',
  'validUntil',
  'active',
] as const satisfies readonly (keyof PromoCodeFormValues)[];

export const EMPTY_PROMO_FORM: PromoCodeFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  ticketCategoryNames: [],
  maxUses: '',
  maxUsesPerBuyer: '',
  validFrom: '',
  validUntil: '',
  active: true,
};

export function promoCodeToForm(code: PromoCode): PromoCodeFormValues {
  return {
    code: code.code,
    kind: code.kind,
    value: String(code.value),
    ticketCategoryNames: code.ticketCategoryNames ?? [],
    maxUses: code.maxUses === null ? '' : String(code.maxUses),
    maxUsesPerBuyer: code.maxUsesPerBuyer === null ? '' : String(code.maxUsesPerBuyer),
    validFrom: code.validFrom ? toIndiaDateTimeLocal(code.validFrom) : '',
    validUntil: code.validUntil ? toIndiaDateTimeLocal(code.validUntil) : '',
    active: code.active,
  };
}

// Blank is "not given"; anything else goes to the schema as a number, so 'abc' or 1.5 is refused with its message.
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
// A date the browser's picker cannot give (typed by hand) is left as typed, for the schema to refuse.
const instantOrNull = (local: string) =>
  local.trim() === '' ? null : (parseEventDate(local)?.toISOString() ?? local);

/** The body the form stands for, before the domain schema checks it. */
export function formToBody(values: PromoCodeFormValues): CreatePromoCodeBody {
  return {
    code: values.code.trim(),
    kind: values.kind,
    value: values.value.trim() === '' ? (undefined as unknown as number) : Number(values.value),
    ticketCategoryNames: values.ticketCategoryNames.length > 0 ? values.ticketCategoryNames : null,
    maxUses: numberOrNull(values.maxUses),
    maxUsesPerBuyer: numberOrNull(values.maxUsesPerBuyer),
    validFrom: instantOrNull(values.validFrom),
    validUntil: instantOrNull(values.validUntil),
    active: values.active,
  };
}

/**
 * The form checked by the API's own schema: each issue lands on the field of the same name (the form's fields are
 * named as the body's; 'ticketCategoryNames.0' on the categories), and a valid form resolves to the body to send.
 */
export const promoCodeResolver: Resolver<PromoCodeFormValues, unknown, PromoCodeBody> = (
  values,
  _context,
  options,
) => {
  const result = CreatePromoCodeBodySchema.safeParse(formToBody(values));
  if (result.success) return { values: result.data, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'code');
    flat[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(flat, options) };
};

/** What an edit changed, as PATCH takes it: only the fields that differ, with kind and value always together. */
export function changedFields(before: PromoCode, after: PromoCodeBody) {
  const changes: UpdatePromoCodeBody = {};
  if (after.code !== before.code) changes.code = after.code;
  if (after.kind !== before.kind || after.value !== before.value) {
    changes.kind = after.kind;
    changes.value = after.value;
  }
  const sameNames =
    (after.ticketCategoryNames ?? []).join('\n') === (before.ticketCategoryNames ?? []).join('\n');
  if (!sameNames) changes.ticketCategoryNames = after.ticketCategoryNames;
  if (after.maxUses !== before.maxUses) changes.maxUses = after.maxUses;
  if (after.maxUsesPerBuyer !== before.maxUsesPerBuyer) changes.maxUsesPerBuyer = after.maxUsesPerBuyer;
  if (!sameInstant(after.validFrom, before.validFrom)) changes.validFrom = after.validFrom;
  if (!sameInstant(after.validUntil, before.validUntil)) changes.validUntil = after.validUntil;
  if (after.active !== before.active) changes.active = after.active;
  return changes;
}

// The form shows times to the minute: a stored time with seconds is unchanged when its minute is.
function sameInstant(a: string | null, b: string | null) {
  if (a === null || b === null) return a === b;
  return Math.floor(Date.parse(a) / 60_000) === Math.floor(Date.parse(b) / 60_000);
}

/** "20% off", "₹100 off each ticket", "Free tickets", in the current language (describePromoText counts in paise). */
export function promoSummary(kind: PromoKind, value: number): string {
  return domainText(describePromoText(kind, kind === 'percent' ? value : rupeesToPaise(value)));
}
