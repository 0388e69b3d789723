import { MAX_TICKET_CATEGORIES } from '@ticketmela/domain';

/** A refund percentage input's text, clamped to 0-100 as it is typed ('' stays '': not entered yet). */
export function clampPercentageInput(raw: string): string {
  const text = raw.trim();
  if (text === '') return '';
  const value = Number(text);
  if (!Number.isFinite(value)) return '';
  if (value < 0) return '0';
  if (value > 100) return '100';
  return text;
}

/** 'Add Category' is offered until the spec's maximum of 5. */
export function canAddTicketCategory(count: number): boolean {
  return count < MAX_TICKET_CATEGORIES;
}

/** A row can be removed only while more than one remains ('At least one ticket category is required'). */
export function canRemoveTicketCategory(count: number): boolean {
  return count > 1;
}

/** The form fields a server error may name (the API's `field` is the top-level form field at fault). */
export const EVENT_FORM_FIELDS = [
  'title',
  'description',
  'date',
  'categoryId',
  'city',
  'stateCode',
  'venue',
  'price',
  'totalSeats',
  'ticketCategories',
  'customRefundPolicy',
] as const;
export type EventFormField = (typeof EVENT_FORM_FIELDS)[number];

export function isEventFormField(field: string | undefined): field is EventFormField {
  return field !== undefined && (EVENT_FORM_FIELDS as readonly string[]).includes(field);
}
