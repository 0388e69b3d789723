import { ApiErrorSchema } from '@ticketmela/domain';

// What the waitlist routes' schemas share: the error answers they document, and the bearer token they are called with.

export const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
export const security = [{ bearer: [] }];
