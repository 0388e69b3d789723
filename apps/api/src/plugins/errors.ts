import { type ApiError, type ErrorCode, statusForErrorCode } from '@ticketmela/domain';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messageOfText } from '../i18n/known-text';
import { type Message, msg } from '../i18n/message';
import { translate } from '../i18n/translate';
import { AppError } from '../lib/app-error';
import { isBadInputForDatabase, isDatabaseUnavailable } from '../lib/db-errors';
import { ImageRejectedError } from '../lib/images';
import { localeOfRequest } from '../lib/request-locale';
import { PaymentProviderError } from '../payment-providers/provider';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; code?: string } };
}

/** The first issue, in the domain's words (its catalog translates them: see messageOfText). */
function firstValidationFailure(error: FastifyError & { validation: ValidationIssue[] }): {
  message: Message;
  field: string | undefined;
} {
  const issue = error.validation[0];
  const issuePath = issue?.params?.issue?.path ?? [];
  const fromPath = issuePath.length > 0 ? String(issuePath[0]) : undefined;
  const fromInstance = issue?.instancePath?.split('/').filter(Boolean)[0];
  const field = fromPath ?? fromInstance;
  if (!field && issue?.params?.issue?.code === 'invalid_type') {
    return {
      message: msg('The request is missing its JSON body or it has the wrong shape'),
      field: undefined,
    };
  }
  return { message: issue?.message ? messageOfText(issue.message) : msg('Invalid request'), field };
}

/** @fastify/multipart's errors in the API's words: never a 500, never its bare 406. */
function fromMultipartError(error: FastifyError): AppError | null {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ImageRejectedError('too-large');
    case 'FST_FILES_LIMIT':
      return new AppError('VALIDATION_ERROR', msg('Only one image can be uploaded'), 'photo');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', msg('The form has too many fields'));
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', msg('The request must be sent as multipart/form-data'));
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new AppError('VALIDATION_ERROR', msg('A form field is not valid JSON'));
    case 'FST_PROTO_VIOLATION':
      return new AppError('VALIDATION_ERROR', msg('The form has a field with a reserved name'));
    case 'FST_MP_PREMATURE_CLOSE':
      return new AppError('VALIDATION_ERROR', msg('The upload was interrupted'));
    default:
      return null;
  }
}

/** An error body whose status is its code's (the domain's ERROR_STATUS table), its message in the request's language. */
function errorBody(request: FastifyRequest, code: ErrorCode, message: Message, field?: string): ApiError {
  return {
    statusCode: statusForErrorCode(code),
    code,
    message: translate(localeOfRequest(request), message),
    ...(field ? { field } : {}),
  };
}

/**
 * One error shape for every failure: { statusCode, code, message, field? }. 5xx messages are hidden. The message is
 * in the request's language (decision 0044: the `lang` cookie, else Accept-Language).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((caught: FastifyError, request, reply) => {
    const error = fromMultipartError(caught) ?? caught;
    let body: ApiError;
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      body = {
        statusCode: error.statusCode,
        code: error.code,
        message: translate(localeOfRequest(request), error.text),
        ...error.extra,
      };
      if (error.field) body.field = error.field;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const { message, field } = firstValidationFailure(
        error as FastifyError & { validation: ValidationIssue[] },
      );
      body = errorBody(request, 'VALIDATION_ERROR', message, field);
    } else if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      body = errorBody(request, 'PAYLOAD_TOO_LARGE', msg('The request is too large'));
    } else if (error.statusCode === 415) {
      body = errorBody(request, 'UNSUPPORTED_MEDIA_TYPE', msg('Unsupported content type'));
    } else if (error.statusCode === 429) {
      body = errorBody(request, 'RATE_LIMITED', msg('Too many requests. Please try again later.'));
    } else if (isBadInputForDatabase(error)) {
      request.log.warn({ err: error }, 'input refused by the database: a schema should have caught it');
      body = errorBody(
        request,
        'VALIDATION_ERROR',
        msg('The request contains characters or values that are not allowed'),
      );
    } else if (error instanceof PaymentProviderError) {
      // The provider did not answer (or refused to) where a route had no answer of its own for it: retryable.
      request.log.error({ err: error }, 'the payment provider did not answer');
      void reply.header('retry-after', '5');
      body = errorBody(
        request,
        'SERVICE_UNAVAILABLE',
        msg('The payment service is not answering. Please try again in a moment.'),
      );
    } else if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'the database did not answer');
      void reply.header('retry-after', '5');
      body = errorBody(
        request,
        'SERVICE_UNAVAILABLE',
        msg('The service is temporarily unavailable. Please try again in a moment.'),
      );
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own refusals of a request's form (a 406, a 408) keep their status; to the client it is bad input.
      // Their words are Fastify's: in Hindi where a catalog knows them, else as Fastify wrote them.
      body = {
        statusCode: error.statusCode,
        code: 'VALIDATION_ERROR',
        message: translate(localeOfRequest(request), messageOfText(error.message)),
      };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      body = errorBody(request, 'INTERNAL_ERROR', msg('Something went wrong. Please try again.'));
    }
    return reply.status(body.statusCode).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body = errorBody(
      request,
      'NOT_FOUND',
      msg('Route {method} {path} not found', {
        method: request.method,
        path: request.url.split('?')[0] ?? request.url,
      }),
    );
    return reply.status(body.statusCode).send(body);
  });
});
