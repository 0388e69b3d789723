import {
  ApiErrorSchema,
  EmailListQuerySchema,
  EmailListResponseSchema,
  IdParamsSchema,
  type MailKind,
  OutboxMailDetailSchema,
} from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { msg } from '../../i18n/message';
import { notFound } from '../../lib/app-error';
import { toOutboxMailDto } from './mail.serializer';
import { findOutboxMail, listOutboxMails } from './outbox.service';
import { inlineCidImages, mailAttachments, renderMailParts } from './render-mail';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const security = [{ bearer: [] }];

/** Under /api/admin/emails: the mail outbox, for admins (decision 0023). */
export const mailRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const smtpConfigured = Boolean(config.mail.smtpUrl && config.mail.from);

  app.get(
    '/',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Every e-mail queued, sent or kept, newest first (admin)',
        description:
          'Filters: kind, status (pending, sent, kept, failed); page from 1, limit 1-100 (default 20). smtpConfigured tells whether mails leave the machine.',
        security,
        querystring: EmailListQuerySchema,
        response: { 200: EmailListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { rows, total } = await listOutboxMails(app.db, request.query);
      return {
        emails: rows.map(toOutboxMailDto),
        pagination: {
          current: request.query.page,
          pages: Math.max(1, Math.ceil(total / request.query.limit)),
          total,
        },
        smtpConfigured,
      };
    },
  );

  app.get(
    '/:id',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary:
          'One e-mail as its recipient sees it: the HTML (inline images as data: URLs) and the text part (admin)',
        security,
        params: IdParamsSchema,
        response: { 200: OutboxMailDetailSchema, ...errors },
      },
    },
    async (request) => {
      const row = await findOutboxMail(app.db, request.params.id);
      if (!row) throw notFound(msg('E-mail not found'));
      const mail = { kind: row.kind as MailKind, payload: row.payload, createdAt: row.createdAt };
      // What was sent (stored at the first attempt), or, for a mail still waiting, what it will look like.
      const parts =
        row.html !== null && row.text !== null
          ? { html: row.html, text: row.text }
          : await renderMailParts(mail, config.mail.publicUrl);
      const attachments = await mailAttachments(mail, config.mail.publicUrl);
      return {
        ...toOutboxMailDto(row),
        html: inlineCidImages(parts.html, attachments),
        text: parts.text,
        attachments: attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType.split(';')[0]!,
          inline: Boolean(attachment.cid),
          bytes: attachment.content.length,
        })),
      };
    },
  );
};
