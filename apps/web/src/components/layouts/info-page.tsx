import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useId } from 'react';

/** The date the help and policy pages were last reviewed; shown under their headline. */
export const POLICIES_UPDATED: MessageDescriptor = msg`25 November 2026`;

/** A help or policy page: a narrow column of readable text under a headline. */
export function InfoPage({
  eyebrow,
  title,
  intro,
  updated,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  /** Shown as 'Last updated ...' on the policies. */
  updated?: string | MessageDescriptor;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const updatedOn = updated === undefined || typeof updated === 'string' ? updated : i18n._(updated);
  return (
    <article className="mx-auto max-w-3xl">
      <title>{`${title} — TicketMela`}</title>
      <header>
        <p className="text-sm font-semibold tracking-wider text-brand-800 uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-bold text-gray-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-gray-700">{intro}</p>
        {updatedOn ? (
          <p className="mt-2 text-sm text-gray-600">
            <Trans>Last updated {updatedOn}</Trans>
          </p>
        ) : null}
      </header>
      <div className="mt-10 space-y-10">{children}</div>
    </article>
  );
}

/** One titled part of an info page; its paragraphs and lists get the page's reading style. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-gray-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-gray-800 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-4 [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-2">
        {children}
      </div>
    </section>
  );
}
