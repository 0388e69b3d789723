import type { ApiError } from '@ticketmela/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; code?: string } };
}

function firstValidationFailure(error: FastifyError & { validation: ValidationIssue[] }) {
  const issue = error.validation[0];
  const issuePath = issue?.params?.issue?.path ?? [];
  const fromPath = issuePath.length > 0 ? String(issuePath[0]) : undefined;
  const fromInstance = issue?.instancePath?.split('/').filter(Boolean)[0];
  const field = fromPath ?? fromInstance;
  if (!field && issue?.params?.issue?.code === 'invalid_type') {
    return { message: 'The request is missing its JSON body or it has the wrong shape', field: undefined };
  }
  return { message: issue?.message ?? 'Invalid request', field };
}

/** One error shape for every failure: { statusCode, code, message, field? }. 5xx messages are hidden. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ApiError;
    if (error instanceof AppError) {
      body = { statusCode: error.statusCode, code: error.code, message: error.message, ...error.extra };
      if (error.field) body.field = error.field;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const { message, field } = firstValidationFailure(
        error as FastifyError & { validation: ValidationIssue[] },
      );
      body = { statusCode: 400, code: 'VALIDATION_ERROR', message, ...(field ? { field } : {}) };
    } else if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      body = { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large' };
    } else if (error.statusCode === 415) {
      body = { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' };
    } else if (error.statusCode === 429) {
      body = { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      body = { statusCode: error.statusCode, code: 'VALIDATION_ERROR', message: error.message };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      body = { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong. Please try again.' };
    }
    return reply.status(body.statusCode).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ApiError = {
      statusCode: 404,
      code: 'NOT_FOUND',
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    };
    return reply.status(404).send(body);
  });
});
