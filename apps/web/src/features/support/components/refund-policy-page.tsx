import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_REFUND_TIERS, REFUND_TIER_LABELS } from '@ticketmela/domain';
import { Link } from 'react-router';
import { InfoPage, InfoSection, POLICIES_UPDATED } from '@/components/layouts/info-page';
import { paths } from '@/config/paths';
import { domainText } from '@/i18n/domain-text';

/** Refund Policy (/refund-policy): the standard tiers (from the same rule the refunds use) and what else applies. */
export function RefundPolicyPage() {
  const { t } = useLingui();
  return (
    <InfoPage
      eyebrow={t`Refund Policy`}
      title={t`Cancellations and Refunds`}
      intro={t`What you get back when you cancel a booking, when an event is cancelled or moved, and how long a refund takes.`}
      updated={POLICIES_UPDATED}
    >
      <InfoSection title={t`The standard policy`}>
        <p>
          <Trans>
            Unless an event sets its own policy, a cancelled booking is refunded by how long before the event
            you cancel:
          </Trans>
        </p>
        <table className="w-full overflow-hidden rounded-xl text-left ring-1 ring-gray-200">
          <caption className="sr-only">
            <Trans>Standard refund by time before the event</Trans>
          </caption>
          <thead className="bg-stone-50 text-sm text-gray-700">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                <Trans>You cancel</Trans>
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                <Trans>Refund</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 bg-white">
            {REFUND_TIER_LABELS.map(({ tier, label }) => {
              const percent = DEFAULT_REFUND_TIERS[tier];
              return (
                <tr key={tier}>
                  <td className="px-4 py-2">{domainText(label)}</td>
                  <td className="px-4 py-2 font-semibold">
                    <Trans>{percent}% of what you paid</Trans>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </InfoSection>

      <InfoSection title={t`Events with their own policy`}>
        <p>
          <Trans>
            An organizer may set different percentages for the same three periods, and a note. The policy that
            applies is shown on the event's page under Cancellation &amp; Refund Policy, with the period you
            are in now marked, and it is the one in force when you booked: a later change does not lower your
            refund.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`When the organizer cancels or moves the event`}>
        <ul>
          <li>
            <Trans>
              A cancelled event refunds every booking in full, whatever its policy, and we e-mail you.
            </Trans>
          </li>
          <li>
            <Trans>
              When an event's date changes, we e-mail you. A booking made before the change can be cancelled
              for a full refund until the event starts.
            </Trans>
          </li>
        </ul>
      </InfoSection>

      <InfoSection title={t`What cannot be refunded`}>
        <ul>
          <li>
            <Trans>A ticket already used at the entrance.</Trans>
          </li>
          <li>
            <Trans>A booking of an event that has started or ended.</Trans>
          </li>
          <li>
            <Trans>
              Free bookings have nothing to refund; cancelling one gives your seats back to others.
            </Trans>
          </li>
        </ul>
      </InfoSection>

      <InfoSection title={t`How to cancel and when the money arrives`}>
        <p>
          <Trans>
            Open <Link to={paths.dashboard}>My Tickets</Link> and choose Cancel Booking on the booking. Before
            you confirm, you see the amount you will get back. The refund goes back to the card or account you
            paid with and appears in 5-10 business days; its status is shown under{' '}
            <Link to={paths.cancelledBookings}>Cancelled Bookings</Link>. If it has not arrived after 10
            business days, <Link to={paths.contact}>contact us</Link> with the booking's ticket id.
          </Trans>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
