import type { Report, ReportStatus } from '@ticketmela/domain';
import type { ReportRow } from '../../db/schema/reports';

export interface Reporter {
  id: string;
  name: string;
  email: string;
}

/** A report row with its reporter (null when the reporter is gone) in the API's shape. */
export function toReportDto(row: ReportRow, reporter: Reporter | null): Report {
  return {
    _id: row.id,
    eventId: row.eventId,
    reason: row.reason,
    status: row.status as ReportStatus,
    description: row.description,
    userId: reporter ? { _id: reporter.id, name: reporter.name, email: reporter.email } : null,
    adminNotes: row.adminNotes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
