import type { AuditAction, AuditTargetType } from '@ticketmela/domain';
import { formatIndianDateTime } from '@/lib/format';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.ban': 'Banned user',
  'user.unban': 'Unbanned user',
  'user.delete': 'Deleted user',
  'user.self_delete': 'Closed own account',
  'event.update': 'Edited event',
  'event.delete': 'Deleted event',
  'event.promo_code_create': 'Created promo code',
  'event.promo_code_update': 'Edited promo code',
  'event.promo_code_delete': 'Deleted promo code',
  'event.questions_save': 'Saved checkout questions',
  'category.create': 'Created category',
  'category.delete': 'Deleted category',
  'report.status': 'Updated report status',
  'contact.status': 'Updated contact message',
  'checkin.undo': 'Undid check-in',
};

export const AUDIT_TARGET_LABELS: Record<AuditTargetType, string> = {
  user: 'User',
  event: 'Event',
  category: 'Category',
  report: 'Report',
  contact: 'Contact message',
  booking: 'Booking',
};

export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
}

export function auditTargetLabel(targetType: string): string {
  return (AUDIT_TARGET_LABELS as Record<string, string>)[targetType] ?? targetType;
}

/** 'banReason' -> 'Ban reason', 'is_banned' -> 'Is banned'. */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? `${words[0]?.toUpperCase()}${words.slice(1)}` : key;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A stored value as a person reads it: dates in India time, yes/no, '—' for nothing, JSON for the rest. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-IN');
  if (typeof value === 'string') return ISO_DATE_TIME.test(value) ? formatIndianDateTime(value) : value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

export interface ChangeRow {
  field: string;
  before: string | null;
  after: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields an action touched, each with its value before and after (null where that side has none). Fields that
 * are equal on both sides are left out; a side that is not an object is shown whole as 'Value'.
 */
export function describeChanges(before: unknown, after: unknown): ChangeRow[] {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  if (!hasBefore && !hasAfter) return [];
  if ((hasBefore && !isRecord(before)) || (hasAfter && !isRecord(after))) {
    return [
      {
        field: 'Value',
        before: hasBefore ? valueText(before) : null,
        after: hasAfter ? valueText(after) : null,
      },
    ];
  }
  const left = (hasBefore ? before : {}) as Record<string, unknown>;
  const right = (hasAfter ? after : {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  const rows: ChangeRow[] = [];
  for (const key of keys) {
    const was = hasBefore ? valueText(left[key]) : null;
    const now = hasAfter ? valueText(right[key]) : null;
    if (hasBefore && hasAfter && was === now) continue;
    rows.push({ field: fieldLabel(key), before: was, after: now });
  }
  return rows;
}
