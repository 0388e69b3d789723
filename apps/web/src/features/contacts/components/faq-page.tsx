import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { InfoPage } from '@/components/layouts/info-page';
import { paths } from '@/config/paths';
import { FAQ_ENTRIES } from '../faq-entries';

/** FAQ (/faq): the questions attendees ask most, each answer in full on the page. */
export function FaqPage() {
  const { t, i18n } = useLingui();
  return (
    <InfoPage
      eyebrow={t`FAQ`}
      title={t`Frequently Asked Questions`}
      intro={
        <Trans>
          Quick answers about booking, tickets, payments and refunds. Not here? Visit the{' '}
          <Link to={paths.help} className="font-medium text-brand-800 underline underline-offset-4">
            Help Center
          </Link>{' '}
          or{' '}
          <Link to={paths.contact} className="font-medium text-brand-800 underline underline-offset-4">
            contact us
          </Link>
          .
        </Trans>
      }
    >
      <dl className="divide-y divide-gray-200 rounded-2xl bg-white shadow-sm ring-1 ring-gray-200">
        {FAQ_ENTRIES.map((entry) => (
          <div key={entry.question.id} className="p-5 sm:p-6">
            <dt className="font-semibold text-gray-900">{i18n._(entry.question)}</dt>
            <dd className="mt-2 leading-relaxed text-gray-800">{i18n._(entry.answer)}</dd>
          </div>
        ))}
      </dl>
    </InfoPage>
  );
}
