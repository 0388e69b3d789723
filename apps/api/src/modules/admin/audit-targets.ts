import type { AuditLogEntry, Locale } from '@ticketmela/domain';
import type { DbOrTx } from '../../db/client';
import { defineStatement, runStatement } from '../../db/statement';
import { msg } from '../../i18n/message';
import { translate } from '../../i18n/translate';

export type AuditTarget = NonNullable<AuditLogEntry['target']>;

interface TargetRef {
  targetType: string;
  targetId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const KINDS = ['user', 'event', 'category', 'report', 'contact', 'booking'] as const;
type Kind = (typeof KINDS)[number];

/**
 * The names of a page's targets that still exist, every kind in one statement (one round trip, at most six index
 * lookups by id). An account closed by its owner or an admin stays as an anonymised row: it counts as gone.
 */
const namedTargets = defineStatement<{ kind: Kind; id: string; name: string; detail: string | null }, Kind>(
  'audit_log_targets',
  KINDS,
  `select 'user' as "kind", id, name, email as "detail" from users
     where id = any(:user::uuid[]) and deleted_at is null
   union all select 'event', id, title, city from events where id = any(:event::uuid[])
   union all select 'category', id, name, null from categories where id = any(:category::uuid[])
   union all select 'report', r.id, e.title, r.reason from reports r join events e on e.id = r.event_id
     where r.id = any(:report::uuid[])
   union all select 'contact', id, subject, email from contact_messages where id = any(:contact::uuid[])
   union all select 'booking', b.id, b.ticket_id, e.title from bookings b join events e on e.id = b.event_id
     where b.id = any(:booking::uuid[])`,
);

/** A target's name in the reader's language: a report and a ticket are named by the product. */
function nameOf(kind: Kind, name: string, locale: Locale): string {
  if (kind === 'report') return translate(locale, msg('Report on {event}', { event: name }));
  if (kind === 'booking') return translate(locale, msg('Ticket {ticketId}', { ticketId: name }));
  return name;
}

const isKind = (targetType: string): targetType is Kind => (KINDS as readonly string[]).includes(targetType);

const keyOf = (targetType: string, targetId: string) => `${targetType}:${targetId.toLowerCase()}`;

/**
 * The targets of a page of audit entries by name, keyed `type:id`: one statement for the whole page, never one per
 * entry. Ids that are not of a known kind, or gone, are missing from the answer.
 */
export async function resolveAuditTargets(
  db: DbOrTx,
  entries: TargetRef[],
  locale: Locale,
): Promise<Map<string, AuditTarget>> {
  const ids = Object.fromEntries(KINDS.map((kind) => [kind, new Set<string>()])) as Record<Kind, Set<string>>;
  let any = false;
  for (const { targetType, targetId } of entries) {
    if (!targetId || !UUID.test(targetId) || !isKind(targetType)) continue;
    ids[targetType].add(targetId.toLowerCase());
    any = true;
  }
  const found = new Map<string, AuditTarget>();
  if (!any) return found;
  const rows = await runStatement(
    db,
    namedTargets,
    Object.fromEntries(KINDS.map((kind) => [kind, [...ids[kind]]])) as Record<Kind, string[]>,
  );
  for (const row of rows)
    found.set(keyOf(row.kind, row.id), { name: nameOf(row.kind, row.name, locale), detail: row.detail });
  return found;
}

export function auditTargetOf(
  targets: Map<string, AuditTarget>,
  { targetType, targetId }: TargetRef,
): AuditTarget | null {
  return targetId ? (targets.get(keyOf(targetType, targetId)) ?? null) : null;
}
