import { ApiErrorSchema } from '@ticketmela/domain';

// The event form as the OpenAPI document describes it: POST /api/events (events.routes.ts) and
// PATCH /api/events/{id} (admin/event-writes.routes.ts) take it, parsed by event-form.parser.ts.

export const EVENT_FORM_DESCRIPTION =
  'multipart/form-data (or a JSON object with the same fields): title, description, date (ISO-8601; without a zone it is India time), categoryId, city, venue (JSON {name, address, coordinates {lat, lng} | null, placeId}), hasTicketCategories (true/false), price and totalSeats (simple pricing) or ticketCategories (JSON [{_id?, name, price, totalSeats, description}], 1-5), useDefaultRefundPolicy (true/false), customRefundPolicy (JSON {sevenDaysOrMore, oneToDays, lessThanDay, description}; when not using the default), photo (file: PNG, JPEG or WebP up to 5 MB). Prices in rupees with at most 2 decimals.';

/** The failures a read of one event may answer. */
export const EVENT_ERRORS = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
};

/** The failures a write of the form may answer. */
export const EVENT_FORM_ERRORS = {
  ...EVENT_ERRORS,
  409: ApiErrorSchema,
  413: ApiErrorSchema,
  415: ApiErrorSchema,
};
