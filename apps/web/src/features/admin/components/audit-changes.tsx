import { Trans, useLingui } from '@lingui/react/macro';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { describeChanges } from './audit-labels';

/** Before and after of one audit entry, field by field; long lists fold away behind 'Show changes'. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const { i18n } = useLingui();
  const rows = describeChanges(before, after, i18n);
  const count = rows.length;
  if (rows.length === 0) return <span className="text-gray-600">—</span>;
  const list = (
    <dl className="space-y-1.5">
      {rows.map((row) => (
        <div key={row.field} className="text-xs">
          <dt className="font-semibold text-gray-800">{row.field}</dt>
          <dd className="flex flex-wrap items-center gap-1 wrap-anywhere text-gray-700">
            {row.before !== null ? (
              <span
                className={row.after !== null ? 'text-red-800 line-through decoration-red-300' : undefined}
              >
                <span className="sr-only">
                  <Trans>Before:</Trans>{' '}
                </span>
                {row.before}
              </span>
            ) : null}
            {row.before !== null && row.after !== null ? (
              <ArrowRight aria-hidden="true" className="size-3 shrink-0 text-gray-500" />
            ) : null}
            {row.after !== null ? (
              <span className={row.before !== null ? 'font-medium text-green-800' : undefined}>
                <span className="sr-only">
                  <Trans>After:</Trans>{' '}
                </span>
                {row.after}
              </span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
  if (rows.length <= 3) return list;
  return (
    <details className="group">
      <summary className="cursor-pointer text-xs font-semibold text-brand-800 underline underline-offset-2">
        <Trans>Show changes ({count} fields)</Trans>
      </summary>
      <div className="mt-2">{list}</div>
    </details>
  );
}
