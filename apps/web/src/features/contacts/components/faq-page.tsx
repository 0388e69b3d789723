import { Link } from 'react-router';
import { InfoPage } from '@/components/layouts/info-page';
import { paths } from '@/config/paths';
import { FAQ_ENTRIES } from '../faq-entries';

/** FAQ (/faq): the questions attendees ask most, each answer in full on the page. */
export function FaqPage() {
  return (
    <InfoPage
      eyebrow="FAQ"
      title="Frequently Asked Questions"
      intro={
        <>
          Quick answers about booking, tickets, payments and refunds. Not here? Visit the{' '}
          <Link to={paths.help} className="font-medium text-brand-800 underline underline-offset-4">
            Help Center
          </Link>{' '}
          or{' '}
          <Link to={paths.contact} className="font-medium text-brand-800 underline underline-offset-4">
            contact us
          </Link>
          .
        </>
      }
    >
      <dl className="divide-y divide-gray-200 rounded-2xl bg-white shadow-sm ring-1 ring-gray-200">
        {FAQ_ENTRIES.map((entry) => (
          <div key={entry.question} className="p-5 sm:p-6">
            <dt className="font-semibold text-gray-900">{entry.question}</dt>
            <dd className="mt-2 leading-relaxed text-gray-800">{entry.answer}</dd>
          </div>
        ))}
      </dl>
    </InfoPage>
  );
}
