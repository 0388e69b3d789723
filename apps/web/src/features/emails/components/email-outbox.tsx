import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { MAIL_KINDS, MAIL_STATUSES, type MailKind, type MailStatus } from '@ticketmela/domain';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Mail from 'lucide-react/icons/mail';
import { useEffect, useId } from 'react';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { FieldShell, inputClasses } from '@/components/ui/field';
import { EmptyState, ListSkeleton, LoadFailed } from '@/components/ui/list-states';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useEmails } from '../api/get-emails';
import { EmailStatusBadge, MAIL_STATUS_LABELS, mailKindLabel } from './email-badges';
import { EmailTimes } from './email-times';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return values.includes(value as T) ? (value as T) : '';
}

/**
 * The mail outbox (/admin/emails): every e-mail the platform queued, newest first, with its recipient, subject,
 * kind, status, attempts and times. Without SMTP configured, this is where the mails are read.
 */
export function EmailOutbox() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const kind = oneOf(MAIL_KINDS, params.get('kind'));
  const status = oneOf(MAIL_STATUSES, params.get('status'));
  const page = pageOf(params.get('page'));
  const query = useEmails({ page, kind, status });
  const kindId = useId();
  const statusId = useId();

  useEffect(() => {
    if (query.isError) toast.error(t`Failed to fetch e-mails`, { id: 'emails-failed' });
  }, [query.isError, t]);

  function update(next: { kind?: MailKind | ''; status?: MailStatus | ''; page?: number }) {
    const merged = { kind, status, page: 1, ...next };
    const search: Record<string, string> = {};
    if (merged.kind) search.kind = merged.kind;
    if (merged.status) search.status = merged.status;
    if (merged.page > 1) search.page = String(merged.page);
    setParams(search, { replace: true });
  }

  // A page past the end (an old link, a narrower filter) shows the last page instead.
  const pages = query.data?.pagination.pages;
  useEffect(() => {
    if (pages !== undefined && page > pages) {
      const search = new URLSearchParams(params);
      search.set('page', String(pages));
      setParams(search, { replace: true });
    }
  }, [pages, page, params, setParams]);

  const emails = query.data?.emails ?? [];
  const pagination = query.data?.pagination;
  return (
    <div className="space-y-6">
      <header className="space-y-4">
        <title>{`${t`E-mails`} — TicketMela`}</title>
        <Link
          to={paths.admin}
          className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>Back to Admin Dashboard</Trans>
        </Link>
        <div>
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
            <Trans>E-mails</Trans>
          </h1>
          <p className="mt-2 text-gray-700">
            <Trans>
              Every e-mail the platform queued, newest first: tickets, cancellations, refunds, event
              cancellations and contact messages. Open one to see it as its recipient does. Times are India
              time.
            </Trans>
          </p>
        </div>
      </header>

      {query.data ? (
        query.data.smtpConfigured ? (
          <Alert tone="info" title={t`Sending through SMTP`}>
            <Trans>
              E-mails are sent through the configured SMTP server; failed attempts are retried with growing
              delays.
            </Trans>
          </Alert>
        ) : (
          <Alert tone="info" title={t`Nothing leaves this machine`}>
            <Trans>
              SMTP is not configured (set SMTP_URL and MAIL_FROM to send). E-mails are kept here instead, as
              they would look.
            </Trans>
          </Alert>
        )
      ) : null}

      <div className="grid gap-4 sm:max-w-2xl sm:grid-cols-2">
        <FieldShell id={kindId} label={t`Kind`}>
          <select
            id={kindId}
            value={kind}
            onChange={(event) => update({ kind: oneOf(MAIL_KINDS, event.target.value) })}
            className={inputClasses(false)}
          >
            <option value="">{t`All kinds`}</option>
            {MAIL_KINDS.map((value) => (
              <option key={value} value={value}>
                {mailKindLabel(value)}
              </option>
            ))}
          </select>
        </FieldShell>
        <FieldShell id={statusId} label={t`Status`}>
          <select
            id={statusId}
            value={status}
            onChange={(event) => update({ status: oneOf(MAIL_STATUSES, event.target.value) })}
            className={inputClasses(false)}
          >
            <option value="">{t`All statuses`}</option>
            {MAIL_STATUSES.map((value) => (
              <option key={value} value={value}>
                {i18n._(MAIL_STATUS_LABELS[value])}
              </option>
            ))}
          </select>
        </FieldShell>
      </div>

      {query.isPending ? (
        <ListSkeleton label={t`Loading e-mails...`} rowClassName="h-20" />
      ) : query.isError && !query.data ? (
        <LoadFailed title={t`Failed to fetch e-mails`} onRetry={() => void query.refetch()} />
      ) : emails.length === 0 ? (
        <EmptyState icon={<Mail aria-hidden="true" className="size-7" />} title={t`No e-mails found`}>
          <p className="mt-1 text-sm text-gray-700">
            {kind || status ? t`No e-mail matches these filters.` : t`No e-mail has been queued yet.`}
          </p>
        </EmptyState>
      ) : (
        <ul aria-label={t`E-mails`} className={cn('space-y-3', query.isPlaceholderData && 'opacity-60')}>
          {emails.map((email) => {
            const replyTo = email.replyTo;
            const attempts = email.attempts;
            return (
              <li key={email._id}>
                <article
                  aria-label={email.subject}
                  className="grid gap-x-4 gap-y-2 rounded-2xl border border-gray-200 bg-white p-4 text-sm shadow-sm md:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_auto_minmax(0,1.1fr)]"
                >
                  <div className="min-w-0">
                    <Link
                      to={paths.adminEmail(email._id)}
                      className="font-semibold break-words text-brand-800 underline underline-offset-2"
                    >
                      {email.subject}
                    </Link>
                    <span className="mt-1 block text-gray-700">{mailKindLabel(email.kind)}</span>
                  </div>
                  <div className="min-w-0">
                    <span className="sr-only">
                      <Trans>To:</Trans>{' '}
                    </span>
                    <span className="block break-all text-gray-900">{email.recipient}</span>
                    {email.replyTo ? (
                      <span className="block break-all text-gray-700">
                        <Trans>Reply-To {replyTo}</Trans>
                      </span>
                    ) : null}
                  </div>
                  <div className="flex flex-wrap items-start gap-2 md:flex-col">
                    <EmailStatusBadge status={email.status} />
                    <span className="text-gray-700">
                      <Plural value={attempts} one="# attempt" other="# attempts" />
                    </span>
                  </div>
                  <div className="text-gray-800">
                    <EmailTimes email={email} />
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}

      {pagination ? (
        <PaginationBar
          pagination={pagination}
          shown={emails.length}
          noun={t`e-mails`}
          label={t`E-mail pages`}
          busy={query.isFetching}
          onPageChange={(next) => update({ page: next })}
        />
      ) : null}
    </div>
  );
}
