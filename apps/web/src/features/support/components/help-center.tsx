import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { InfoPage, InfoSection } from '@/components/layouts/info-page';
import { paths } from '@/config/paths';

/** Help Center (/help): how each part of TicketMela works, with the way to the screen that does it. */
export function HelpCenter() {
  const { t } = useLingui();
  return (
    <InfoPage
      eyebrow={t`Help Center`}
      title={t`How can we help?`}
      intro={t`Short answers on finding events, booking, your tickets at the door, refunds and running an event. Quick questions are in the FAQ; for anything else, write to us.`}
    >
      <InfoSection title={t`Finding an event`}>
        <p>
          <Trans>
            <Link to={paths.events}>Browse events</Link> by name, category, city, date or price. Each event's
            page shows the date, the venue with a map, the ticket prices, the seats left and its cancellation
            policy. Questions about an event go to its organizer through <strong>Contact Organizer</strong> on
            that page.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`Booking tickets`}>
        <ul>
          <li>
            <Trans>
              <Link to={paths.register}>Create a free account</Link> or sign in, open the event and choose
              your tickets: a number of seats, or tickets per category when the event has several.
            </Trans>
          </li>
          <li>
            <Trans>
              Press Book and pay by UPI (your UPI ID or a QR code, then approve in your UPI app) or by card.
              Your seats are held for you while you pay; free events are booked straight away.
            </Trans>
          </li>
          <li>
            <Trans>
              When the payment goes through, the booking is confirmed on the page and your ticket arrives by
              e-mail, even if you closed the page before approving in your UPI app. Open the event again to
              see the booking your payment made.
            </Trans>
          </li>
        </ul>
      </InfoSection>

      <InfoSection title={t`Your tickets and the entrance`}>
        <p>
          <Trans>
            Every booking is under <Link to={paths.dashboard}>My Tickets</Link>. <strong>View Ticket</strong>{' '}
            shows its QR code: show it at the entrance from your phone or on paper. Each ticket admits its
            seats once; a code that was already scanned is refused, so keep it to yourself.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`Cancelling and refunds`}>
        <p>
          <Trans>
            Cancel from My Tickets before the event starts. What comes back depends on how far ahead you
            cancel and on the event's policy: see the <Link to={paths.refundPolicy}>Refund Policy</Link>.
            Refunds go back to the UPI account or card you paid with in 5-10 business days. Cancelled bookings
            stay listed under <Link to={paths.cancelledBookings}>Cancelled Bookings</Link> with their refund
            status.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`Your account`}>
        <p>
          <Trans>
            Change your name, e-mail, phone or password from your <Link to={paths.profile}>profile</Link>; a
            change of e-mail or password asks for your current password and signs you out on other devices.
            You can delete your account from the profile too. Forgotten which e-mail you used? Write to us
            from the contact page.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`Running an event`}>
        <p>
          <Trans>
            Organizer accounts are opened by the TicketMela team: tell us about your events through{' '}
            <Link to={paths.contact}>Contact Us</Link>. Organizers create and edit events, set ticket
            categories and a refund policy, answer attendees' questions, download the attendee list, and check
            tickets in at the door with a phone camera, even without a network.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`Still stuck?`}>
        <p>
          <Trans>
            Read the <Link to={paths.faq}>FAQ</Link> or <Link to={paths.contact}>contact us</Link>: we answer
            every message within 24-48 hours, most of them within 24.
          </Trans>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
