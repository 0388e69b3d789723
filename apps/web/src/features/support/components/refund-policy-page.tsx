import { DEFAULT_REFUND_TIERS, REFUND_TIER_LABELS } from '@ticketmela/domain';
import { Link } from 'react-router';
import { InfoPage, InfoSection, POLICIES_UPDATED } from '@/components/layouts/info-page';
import { paths } from '@/config/paths';

/** Refund Policy (/refund-policy): the standard tiers (from the same rule the refunds use) and what else applies. */
export function RefundPolicyPage() {
  return (
    <InfoPage
      eyebrow="Refund Policy"
      title="Cancellations and Refunds"
      intro="What you get back when you cancel a booking, when an event is cancelled or moved, and how long a refund takes."
      updated={POLICIES_UPDATED}
    >
      <InfoSection title="The standard policy">
        <p>
          Unless an event sets its own policy, a cancelled booking is refunded by how long before the event
          you cancel:
        </p>
        <table className="w-full overflow-hidden rounded-xl text-left ring-1 ring-gray-200">
          <caption className="sr-only">Standard refund by time before the event</caption>
          <thead className="bg-stone-50 text-sm text-gray-700">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                You cancel
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                Refund
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 bg-white">
            {REFUND_TIER_LABELS.map(({ tier, label }) => (
              <tr key={tier}>
                <td className="px-4 py-2">{label}</td>
                <td className="px-4 py-2 font-semibold">{DEFAULT_REFUND_TIERS[tier]}% of what you paid</td>
              </tr>
            ))}
          </tbody>
        </table>
      </InfoSection>

      <InfoSection title="Events with their own policy">
        <p>
          An organizer may set different percentages for the same three periods, and a note. The policy that
          applies is shown on the event's page under Cancellation &amp; Refund Policy, with the period you are
          in now marked, and it is the one in force when you booked: a later change does not lower your
          refund.
        </p>
      </InfoSection>

      <InfoSection title="When the organizer cancels or moves the event">
        <ul>
          <li>A cancelled event refunds every booking in full, whatever its policy, and we e-mail you.</li>
          <li>
            When an event's date changes, we e-mail you. A booking made before the change can be cancelled for
            a full refund until the event starts.
          </li>
        </ul>
      </InfoSection>

      <InfoSection title="What cannot be refunded">
        <ul>
          <li>A ticket already used at the entrance.</li>
          <li>A booking of an event that has started or ended.</li>
          <li>Free bookings have nothing to refund; cancelling one gives your seats back to others.</li>
        </ul>
      </InfoSection>

      <InfoSection title="How to cancel and when the money arrives">
        <p>
          Open <Link to={paths.dashboard}>My Tickets</Link> and choose Cancel Booking on the booking. Before
          you confirm, you see the amount you will get back. The refund goes back to the card or account you
          paid with and appears in 5-10 business days; its status is shown under{' '}
          <Link to={paths.cancelledBookings}>Cancelled Bookings</Link>. If it has not arrived after 10
          business days, <Link to={paths.contact}>contact us</Link> with the booking's ticket id.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
