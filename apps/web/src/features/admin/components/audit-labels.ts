import { i18n as appI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditAction, AuditTargetType } from '@ticketmela/domain';
import { formatIndianDateTime } from '@/lib/format';

export const AUDIT_ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  'user.ban': msg`Banned user`,
  'user.unban': msg`Unbanned user`,
  'user.delete': msg`Deleted user`,
  'user.self_delete': msg`Closed own account`,
  'event.update': msg`Edited event`,
  'event.delete': msg`Deleted event`,
  'event.promo_code_create': msg`Created promo code`,
  'event.promo_code_update': msg`Edited promo code`,
  'event.promo_code_delete': msg`Deleted promo code`,
  'event.questions_save': msg`Saved checkout questions`,
  'category.create': msg`Created category`,
  'category.delete': msg`Deleted category`,
  'report.status': msg`Updated report status`,
  'contact.status': msg`Updated contact message`,
  'checkin.undo': msg`Undid check-in`,
};

export const AUDIT_TARGET_LABELS: Record<AuditTargetType, MessageDescriptor> = {
  user: msg`User`,
  event: msg`Event`,
  category: msg`Category`,
  report: msg`Report`,
  contact: msg`Contact message`,
  booking: msg`Booking`,
};

// The helpers below take the `i18n` of the component that shows their text (useLingui), so it follows a change of
// language; without one they read the app's instance.

export function auditActionLabel(action: string, i18n: I18n = appI18n): string {
  const label = (AUDIT_ACTION_LABELS as Record<string, MessageDescriptor | undefined>)[action];
  return label ? i18n._(label) : action;
}

export function auditTargetLabel(targetType: string, i18n: I18n = appI18n): string {
  const label = (AUDIT_TARGET_LABELS as Record<string, MessageDescriptor | undefined>)[targetType];
  return label ? i18n._(label) : targetType;
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
export function valueText(value: unknown, i18n: I18n = appI18n): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? i18n._(msg`Yes`) : i18n._(msg`No`);
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
export function describeChanges(before: unknown, after: unknown, i18n: I18n = appI18n): ChangeRow[] {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  if (!hasBefore && !hasAfter) return [];
  if ((hasBefore && !isRecord(before)) || (hasAfter && !isRecord(after))) {
    return [
      {
        field: i18n._(msg`Value`),
        before: hasBefore ? valueText(before, i18n) : null,
        after: hasAfter ? valueText(after, i18n) : null,
      },
    ];
  }
  const left = (hasBefore ? before : {}) as Record<string, unknown>;
  const right = (hasAfter ? after : {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  const rows: ChangeRow[] = [];
  for (const key of keys) {
    const was = hasBefore ? valueText(left[key], i18n) : null;
    const now = hasAfter ? valueText(right[key], i18n) : null;
    if (hasBefore && hasAfter && was === now) continue;
    rows.push({ field: fieldLabel(key), before: was, after: now });
  }
  return rows;
}
