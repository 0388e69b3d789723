import {
  ApiErrorSchema,
  IdParamsSchema,
  normalizeRole,
  TaxDocumentSchema,
  TaxDocumentsQuerySchema,
  TaxMonthReportSchema,
  TaxProfileBodySchema,
  TaxProfileSchema,
} from '@ticketmela/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { msg } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import { localeOfRequest } from '../../lib/request-locale';
import { renderTaxDocumentPdf, taxDocumentFileName } from '../../lib/tax-document-pdf';
import { currentUser } from '../../plugins/auth';
import { documentLocale, findReadableTaxDocument } from './document-access';
import { findTaxProfile, saveTaxProfile } from './tax-profile.service';
import { taxMonthReport } from './tax-report';
import { taxSummaryCsv } from './tax-summary-csv';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
};
const security = [{ bearer: [] }];
const tags = ['tax'];

/** Whose documents a report shows: the caller's own; an admin may name any organizer. */
function reportOrganizer(request: FastifyRequest, organizerId: string | undefined): string {
  const caller = currentUser(request);
  if (!organizerId || organizerId === caller.id) return caller.id;
  if (normalizeRole(caller.role) !== 'admin') {
    throw new AppError('FORBIDDEN', msg("Only an admin can see another organizer's tax documents"));
  }
  return organizerId;
}

function csvUrl(month: string, organizerId: string | undefined): string {
  const query = new URLSearchParams({ month, ...(organizerId ? { organizerId } : {}) });
  return `/api/tax/summary.csv?${query}`;
}

/** Issue 27: tax documents, the organizer's tax profile and the month's tax report (decision 0040). */
export const taxDocumentsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/tax-documents/:id',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'A tax invoice, bill of supply or credit note (its buyer, its organizer, or an admin)',
        description: 'Anyone else gets 404, as for a document that does not exist.',
        security,
        params: IdParamsSchema,
        response: { 200: TaxDocumentSchema, ...errors },
      },
    },
    async (request) =>
      findReadableTaxDocument(app.db, request.params.id, currentUser(request), localeOfRequest(request)),
  );

  app.get(
    '/tax-documents/:id/pdf',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'The document as a PDF download (the same callers as the document)',
        security,
        params: IdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const document = await findReadableTaxDocument(app.db, request.params.id, currentUser(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${taxDocumentFileName(document)}"`)
        .header('cache-control', 'private, no-store')
        .send(await renderTaxDocumentPdf(document, await documentLocale(app.db, document)));
    },
  );

  app.get(
    '/tax-profile',
    {
      preValidation: app.requireRole('organizer', 'admin'),
      schema: {
        tags,
        summary: "The caller's tax profile (legal name, GSTIN, address, state, invoice prefix, SAC)",
        description: 'Not saved yet: the defaults a new profile starts from, with saved false.',
        security,
        response: { 200: TaxProfileSchema, ...errors },
      },
    },
    async (request) => findTaxProfile(app.db, currentUser(request), config.gst.sac),
  );

  app.put(
    '/tax-profile',
    {
      preValidation: app.requireRole('organizer', 'admin'),
      schema: {
        tags,
        summary: "Save the caller's tax profile; documents issued from now on carry it",
        security,
        body: TaxProfileBodySchema,
        response: { 200: TaxProfileSchema, ...errors },
      },
    },
    async (request) => saveTaxProfile(app.db, currentUser(request).id, request.body, new Date()),
  );

  app.get(
    '/tax/documents',
    {
      preValidation: app.requireRole('organizer', 'admin'),
      schema: {
        tags,
        summary:
          "An organizer's invoices and credit notes of a month (India time), with the summary by rate and state",
        description:
          "organizerId: an admin's choice of organizer; an organizer sees their own (another's is 403).",
        security,
        querystring: TaxDocumentsQuerySchema,
        response: { 200: TaxMonthReportSchema, ...errors },
      },
    },
    async (request) => {
      const { month, organizerId } = request.query;
      const { rows: _rows, ...report } = await taxMonthReport(
        app.db,
        reportOrganizer(request, organizerId),
        month,
      );
      return { ...report, csvUrl: csvUrl(month, organizerId) };
    },
  );

  app.get(
    '/tax/summary.csv',
    {
      preValidation: app.requireRole('organizer', 'admin'),
      schema: {
        tags,
        summary: "The month's summary by section (B2B/B2C), document type, place of supply and rate, as CSV",
        security,
        querystring: TaxDocumentsQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv, UTF-8 with a byte order mark'), ...errors },
      },
    },
    async (request, reply) => {
      const { month, organizerId } = request.query;
      const report = await taxMonthReport(app.db, reportOrganizer(request, organizerId), month);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="gst-summary-${month}.csv"`)
        .header('cache-control', 'no-store')
        .send(taxSummaryCsv(report.summary));
    },
  );
};
