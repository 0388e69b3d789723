import { Plural, Trans, useLingui } from '@lingui/react/macro';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Paperclip from 'lucide-react/icons/paperclip';
import { type ReactNode, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useEmail } from '../api/get-email';
import { EmailStatusBadge, mailKindLabel } from './email-badges';
import { EmailTimes } from './email-times';

const WIDTHS = { phone: 390, wide: 680 } as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="w-24 shrink-0 text-gray-600">{label}</dt>
      <dd className="min-w-0 flex-1 break-words text-gray-900">{children}</dd>
    </div>
  );
}

function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

function BackToEmails() {
  return (
    <Link
      to={paths.adminEmails}
      className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>Back to E-mails</Trans>
    </Link>
  );
}

/**
 * One e-mail (/admin/emails/:id) as its recipient sees it: the HTML part in a sandboxed frame (no scripts, no
 * access to this page; the QR code is inlined by the API as a data URL), at phone or desktop width, and the
 * plain-text part.
 */
export function EmailDetail({ id }: { id: string }) {
  const { t } = useLingui();
  const query = useEmail(id);
  const [width, setWidth] = useState<keyof typeof WIDTHS>('phone');

  useEffect(() => {
    if (query.isError) toast.error(t`Failed to fetch the e-mail`, { id: 'email-failed' });
  }, [query.isError, t]);

  if (query.isPending) {
    return (
      <div className="space-y-4">
        <BackToEmails />
        <p role="status" className="sr-only">
          <Trans>Loading the e-mail...</Trans>
        </p>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="space-y-4">
        <title>{`${t`E-mail`} — TicketMela`}</title>
        <BackToEmails />
        <LoadFailed
          title={query.error.message || t`Failed to fetch the e-mail`}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }

  const email = query.data;
  const attempts = email.attempts;
  const subject = email.subject;
  return (
    <div className="space-y-6">
      <header className="space-y-4">
        <title>{`${email.subject} — TicketMela`}</title>
        <BackToEmails />
        <div>
          <p className="text-sm font-medium text-gray-700">{mailKindLabel(email.kind)}</p>
          <h1 className="mt-1 text-2xl font-bold break-words text-gray-900 sm:text-3xl">{email.subject}</h1>
        </div>
      </header>

      <dl className="grid gap-2 rounded-2xl border border-gray-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-2">
        <Fact label={t`To`}>{email.recipient}</Fact>
        <Fact label={t`Reply-To`}>{email.replyTo ?? '—'}</Fact>
        <Fact label={t`Status`}>
          <EmailStatusBadge status={email.status} />{' '}
          <span className="text-gray-700">
            <Plural value={attempts} one="after # attempt" other="after # attempts" />
          </span>
        </Fact>
        <Fact label={t`Times`}>
          <EmailTimes email={email} />
        </Fact>
        {email.lastError ? <Fact label={t`Last error`}>{email.lastError}</Fact> : null}
        {email.attachments.length > 0 ? (
          <Fact label={t`Attachments`}>
            <ul className="space-y-1">
              {email.attachments.map((attachment) => {
                const { filename, contentType } = attachment;
                const size = formatBytes(attachment.bytes);
                return (
                  <li key={filename} className="flex items-center gap-1.5">
                    <Paperclip aria-hidden="true" className="size-3.5 shrink-0 text-gray-600" />
                    <span className="break-all">
                      {attachment.inline
                        ? t`${filename} (${contentType}, ${size}, shown inline)`
                        : t`${filename} (${contentType}, ${size})`}
                    </span>
                  </li>
                );
              })}
            </ul>
          </Fact>
        ) : null}
      </dl>

      <section aria-labelledby="email-html-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="email-html-heading" className="text-lg font-semibold text-gray-900">
            <Trans>As it looks</Trans>
          </h2>
          <fieldset className="flex gap-2">
            <legend className="sr-only">
              <Trans>Preview width</Trans>
            </legend>
            {(['phone', 'wide'] as const).map((option) => (
              <Button
                key={option}
                variant={width === option ? 'primary' : 'outline'}
                size="sm"
                aria-pressed={width === option}
                onClick={() => setWidth(option)}
              >
                {option === 'phone' ? t`Phone (390 px)` : t`Desktop`}
              </Button>
            ))}
          </fieldset>
        </div>
        <div className="rounded-2xl border border-gray-200 bg-stone-100 p-3">
          <iframe
            title={t`The e-mail as its recipient sees it: ${subject}`}
            sandbox=""
            referrerPolicy="no-referrer"
            srcDoc={email.html}
            className="mx-auto block h-[44rem] max-w-full rounded-lg border border-gray-300 bg-white"
            style={{ width: WIDTHS[width] }}
          />
        </div>
      </section>

      <section aria-labelledby="email-text-heading" className="space-y-3">
        <h2 id="email-text-heading" className="text-lg font-semibold text-gray-900">
          <Trans>Plain-text part</Trans>
        </h2>
        <pre
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
          tabIndex={0}
          className="max-h-[32rem] overflow-auto rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 border border-gray-200 bg-white p-4 font-mono text-sm whitespace-pre-wrap break-words text-gray-900"
        >
          {email.text}
        </pre>
      </section>
    </div>
  );
}
