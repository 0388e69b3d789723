import { Trans, useLingui } from '@lingui/react/macro';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditLogEntry } from '@ticketmela/domain';
import History from 'lucide-react/icons/history';
import { useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router';
import { EmailText } from '@/components/ui/email-text';
import { FieldShell, inputClasses } from '@/components/ui/field';
import { EmptyState, ListSkeleton, LoadFailed } from '@/components/ui/list-states';
import { rowTh, ScrollTable, td, th } from '@/components/ui/scroll-table';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatIndianDateTime } from '@/lib/format';
import { useAuditLog } from '../api/get-audit-log';
import { AdminPageHeader } from './admin-page-header';
import { AuditChanges } from './audit-changes';
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS, auditActionLabel, auditTargetLabel } from './audit-labels';
import { AuditLogPager } from './audit-log-pager';
import { BackToDashboardLink } from './back-to-dashboard-link';
import { RowCard, RowFact } from './row-card';
import { useIsWide } from './use-is-wide';

function targetHref(targetType: string, targetId: string | null): string | null {
  if (!targetId) return null;
  if (targetType === 'user') return paths.adminOrganizer(targetId);
  if (targetType === 'event') return paths.event(targetId);
  return null;
}

function Actor({ entry }: { entry: AuditLogEntry }) {
  if (!entry.actor)
    return (
      <span className="text-gray-700">
        <Trans>Deleted account</Trans>
      </span>
    );
  return (
    <>
      <span className="block font-medium text-gray-900">{entry.actor.name}</span>
      <EmailText email={entry.actor.email} className="block text-gray-700" />
    </>
  );
}

/**
 * The record an action touched, by the name the server read for it (a user's name and e-mail, an event's title...),
 * its id as the name's tooltip; a record that no longer exists shows its id.
 */
function Target({ entry }: { entry: AuditLogEntry }) {
  const { t, i18n } = useLingui();
  const kind = auditTargetLabel(entry.targetType, i18n);
  const href = entry.target ? targetHref(entry.targetType, entry.targetId) : null;
  const id = entry.targetId;
  const idNote = id ? t`${kind} id ${id}` : undefined;
  return (
    <>
      <span className="block font-medium text-gray-900">{kind}</span>
      {entry.target ? (
        <>
          {href ? (
            <Link
              to={href}
              title={idNote}
              className="block break-words text-brand-800 underline underline-offset-2"
            >
              {entry.target.name}
            </Link>
          ) : (
            <span title={idNote} className="block break-words text-gray-900">
              {entry.target.name}
            </span>
          )}
          {entry.target.detail ? (
            entry.target.detail.includes('@') ? (
              <EmailText email={entry.target.detail} className="block text-gray-700" />
            ) : (
              <span className="block break-words text-gray-700">{entry.target.detail}</span>
            )
          ) : null}
        </>
      ) : entry.targetId ? (
        <>
          <span className="block text-gray-700">
            <Trans>No longer exists</Trans>
          </span>
          <span className="block font-mono text-xs break-all text-gray-700">{entry.targetId}</span>
        </>
      ) : null}
    </>
  );
}

/**
 * The Audit Log (/admin/audit-log): every admin action, newest first, filtered by action and target type (kept in the
 * address). Pages go by cursor (decision 0047): the screen keeps the cursor of each page it went through, so Next asks
 * for the entries after the last one shown and Previous goes back one; a filter starts again from the newest.
 */
export function AuditLog() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const action = params.get('action') ?? '';
  const targetType = params.get('targetType') ?? '';
  const filters = `${action}\n${targetType}`;
  // The cursors of the pages after the first, for these filters only.
  const [paging, setPaging] = useState<{ filters: string; cursors: string[] }>({ filters, cursors: [] });
  const cursors = paging.filters === filters ? paging.cursors : [];
  const query = useAuditLog({ action, targetType, cursor: cursors.at(-1) ?? null });
  const isWide = useIsWide();
  const actionId = useId();
  const targetId = useId();

  useEffect(() => {
    if (query.isError) toast.error(t`Failed to fetch the audit log`, { id: 'audit-log-failed' });
  }, [query.isError, t]);

  function update(next: { action?: string; targetType?: string }) {
    const merged = { action, targetType, ...next };
    const search: Record<string, string> = {};
    if (merged.action) search.action = merged.action;
    if (merged.targetType) search.targetType = merged.targetType;
    setParams(search, { replace: true });
  }

  const entries = query.data?.entries ?? [];
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={t`Audit Log`}
        subtitle={t`Every admin action, newest first: who did what, to which record, why, and what changed. Times are India time.`}
        before={<BackToDashboardLink />}
      />

      <div className="grid gap-4 sm:max-w-2xl sm:grid-cols-2">
        <FieldShell id={actionId} label={t`Action`}>
          <select
            id={actionId}
            value={action}
            onChange={(event) => update({ action: event.target.value })}
            className={inputClasses(false)}
          >
            <option value="">{t`All actions`}</option>
            {AUDIT_ACTIONS.map((value) => (
              <option key={value} value={value}>
                {i18n._(AUDIT_ACTION_LABELS[value])}
              </option>
            ))}
          </select>
        </FieldShell>
        <FieldShell id={targetId} label={t`Target type`}>
          <select
            id={targetId}
            value={targetType}
            onChange={(event) => update({ targetType: event.target.value })}
            className={inputClasses(false)}
          >
            <option value="">{t`All targets`}</option>
            {AUDIT_TARGET_TYPES.map((value) => (
              <option key={value} value={value}>
                {i18n._(AUDIT_TARGET_LABELS[value])}
              </option>
            ))}
          </select>
        </FieldShell>
      </div>

      {query.isPending ? (
        <ListSkeleton label={t`Loading the audit log...`} rowClassName="h-14" />
      ) : query.isError && !query.data ? (
        <LoadFailed title={t`Failed to fetch the audit log`} onRetry={() => void query.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState icon={<History aria-hidden="true" className="size-7" />} title={t`No entries found`}>
          <p className="mt-1 text-sm text-gray-700">
            {action || targetType
              ? t`No admin action matches these filters.`
              : t`No admin action has been recorded yet.`}
          </p>
        </EmptyState>
      ) : isWide ? (
        <ScrollTable
          label={t`Audit log table`}
          className={query.isPlaceholderData ? 'opacity-60' : undefined}
        >
          <table className="w-full min-w-[64rem]">
            <thead className="bg-stone-50">
              <tr>
                <th scope="col" className={th}>
                  <Trans>Time</Trans>
                </th>
                <th scope="col" className={th}>
                  <Trans>Actor</Trans>
                </th>
                <th scope="col" className={th}>
                  <Trans>Action</Trans>
                </th>
                <th scope="col" className={th}>
                  <Trans>Target</Trans>
                </th>
                <th scope="col" className={th}>
                  <Trans>Reason</Trans>
                </th>
                <th scope="col" className={th}>
                  <Trans>Changes</Trans>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {entries.map((entry) => {
                return (
                  <tr key={entry._id}>
                    <td className={`${td} whitespace-nowrap`}>
                      <time dateTime={entry.createdAt}>{formatIndianDateTime(entry.createdAt)}</time>
                    </td>
                    {/* Wide enough for a usual e-mail on one line; a longer one wraps after the @. */}
                    <td className={`${td} min-w-52`}>
                      <Actor entry={entry} />
                    </td>
                    <th scope="row" className={`${rowTh} font-semibold text-gray-900`}>
                      {auditActionLabel(entry.action, i18n)}
                    </th>
                    <td className={td}>
                      <Target entry={entry} />
                    </td>
                    <td className={`${td} max-w-56 break-words`}>
                      {entry.reason ?? <span className="text-gray-600">—</span>}
                    </td>
                    <td className={`${td} max-w-72`}>
                      <AuditChanges before={entry.before} after={entry.after} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollTable>
      ) : (
        <ul
          className={cn('space-y-3', query.isPlaceholderData && 'opacity-60')}
          aria-label={t`Audit log entries`}
        >
          {entries.map((entry) => (
            <li key={entry._id}>
              <RowCard
                label={`${auditActionLabel(entry.action, i18n)}, ${formatIndianDateTime(entry.createdAt)}`}
                heading={
                  <>
                    <span className="block font-semibold text-gray-900">
                      {auditActionLabel(entry.action, i18n)}
                    </span>
                    <time dateTime={entry.createdAt} className="block text-sm text-gray-700">
                      {formatIndianDateTime(entry.createdAt)}
                    </time>
                  </>
                }
              >
                <RowFact label={t`Actor`}>
                  <Actor entry={entry} />
                </RowFact>
                <RowFact label={t`Target`}>
                  <Target entry={entry} />
                </RowFact>
                {entry.reason ? <RowFact label={t`Reason`}>{entry.reason}</RowFact> : null}
                <RowFact label={t`Changes`}>
                  <AuditChanges before={entry.before} after={entry.after} />
                </RowFact>
              </RowCard>
            </li>
          ))}
        </ul>
      )}

      {query.data ? (
        <AuditLogPager
          pagination={query.data.pagination}
          page={cursors.length + 1}
          shown={entries.length}
          hasNext={Boolean(query.data.nextCursor)}
          busy={query.isFetching}
          onPrevious={() => setPaging({ filters, cursors: cursors.slice(0, -1) })}
          onNext={() => {
            const next = query.data?.nextCursor;
            if (next) setPaging({ filters, cursors: [...cursors, next] });
          }}
        />
      ) : null}
    </div>
  );
}
