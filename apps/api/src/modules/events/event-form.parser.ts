import type { Multipart } from '@fastify/multipart';
import {
  createEventFormSchema,
  type EventFormInput,
  EventFormSchema,
  type EventFormValues,
} from '@ticketmela/domain';
import type { FastifyRequest } from 'fastify';
import { messageOfText } from '../../i18n/known-text';
import { msg } from '../../i18n/message';
import { AppError } from '../../lib/app-error';

/**
 * The HTTP edge of the event form: reads POST/PATCH /api/events (multipart/form-data as the spec's
 * form sends it, or a plain JSON object with the same fields) and turns its text fields into the
 * domain's EventFormInput, which the shared EventFormSchema then validates with the spec's messages.
 */

export interface EventSubmission {
  /** Text fields by name (a JSON body's values as they are). */
  fields: Record<string, unknown>;
  /** The bytes of the file field 'photo', or null when none was chosen. */
  photo: Buffer | null;
}

export const PHOTO_FIELD = 'photo';

function isFastifyError(error: unknown): boolean {
  return (
    typeof (error as { code?: unknown })?.code === 'string' &&
    (error as { code: string }).code.startsWith('FST_')
  );
}

async function collectPart(part: Multipart, submission: EventSubmission): Promise<void> {
  if (part.type === 'file') {
    if (part.fieldname !== PHOTO_FIELD) {
      part.file.resume();
      throw new AppError(
        'VALIDATION_ERROR',
        msg('Unexpected file field "{fieldname}"', { fieldname: part.fieldname }),
        part.fieldname,
      );
    }
    const bytes = await part.toBuffer();
    // A form whose file input is empty still sends the part, with no file name and no bytes.
    if (bytes.length === 0 && !part.filename) return;
    submission.photo = bytes;
    return;
  }
  if (part.valueTruncated) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      msg('The field "{fieldname}" is too long', { fieldname: part.fieldname }),
      part.fieldname,
    );
  }
  if (Object.hasOwn(submission.fields, part.fieldname)) {
    throw new AppError(
      'VALIDATION_ERROR',
      msg('The field "{fieldname}" was sent more than once', { fieldname: part.fieldname }),
      part.fieldname,
    );
  }
  submission.fields[part.fieldname] = part.value;
}

/** Reads the whole submission; multipart limits (5 MB photo, one file) answer through the error handler. */
export async function readEventSubmission(request: FastifyRequest): Promise<EventSubmission> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      return { fields: body as Record<string, unknown>, photo: null };
    }
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', msg('The request must be sent as multipart/form-data'));
  }
  const submission: EventSubmission = { fields: {}, photo: null };
  try {
    for await (const part of request.parts()) await collectPart(part, submission);
  } catch (error) {
    if (error instanceof AppError || isFastifyError(error)) throw error;
    // busboy's own failures (no boundary, a malformed part header, a truncated body) are bad input.
    throw new AppError('VALIDATION_ERROR', msg('The form data could not be read'));
  }
  return submission;
}

function jsonField(fields: Record<string, unknown>, name: string): unknown {
  const value = fields[name];
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return null;
  try {
    return JSON.parse(value);
  } catch {
    throw new AppError('VALIDATION_ERROR', msg('The {name} field must be valid JSON', { name }), name);
  }
}

/** 'true'/'false' (any case), a boolean, or blank (undefined: the form's default applies). */
export function booleanField(fields: Record<string, unknown>, name: string): boolean | undefined {
  const value = fields[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (text === '' && typeof value === 'string') return undefined;
  if (text === 'true') return true;
  if (text === 'false') return false;
  throw new AppError('VALIDATION_ERROR', msg('{name} must be true or false', { name }), name);
}

/**
 * The domain form input of the submitted fields: venue, ticketCategories and customRefundPolicy are
 * JSON text (400 naming the field when malformed), booleans are 'true'/'false', numbers stay as the
 * text sent (the schema reads numeric text and refuses anything else with the field's own message).
 * Fields the form does not have are ignored.
 */
export function eventFormInputFromFields(fields: Record<string, unknown>): EventFormInput {
  return {
    title: fields.title,
    description: fields.description,
    date: fields.date,
    categoryId: fields.categoryId,
    city: fields.city,
    stateCode: fields.stateCode,
    venue: jsonField(fields, 'venue'),
    hasTicketCategories: booleanField(fields, 'hasTicketCategories'),
    price: fields.price,
    totalSeats: fields.totalSeats,
    ticketCategories: jsonField(fields, 'ticketCategories'),
    useDefaultRefundPolicy: booleanField(fields, 'useDefaultRefundPolicy'),
    customRefundPolicy: jsonField(fields, 'customRefundPolicy'),
  } as EventFormInput;
}

/**
 * Validates the submitted fields with the shared schema: `create` adds 'The event date must be in the
 * future'. The first failing rule becomes a 400 with its message and the top-level field at fault.
 */
export function parseEventForm(
  fields: Record<string, unknown>,
  mode: 'create' | 'edit',
  now: Date,
): EventFormValues {
  const schema = mode === 'create' ? createEventFormSchema(() => now) : EventFormSchema;
  const result = schema.safeParse(eventFormInputFromFields(fields));
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path[0];
    throw new AppError(
      'VALIDATION_ERROR',
      issue ? messageOfText(issue.message) : msg('Invalid event'),
      field === undefined ? undefined : String(field),
    );
  }
  return result.data;
}
