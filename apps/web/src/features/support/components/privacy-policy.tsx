import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { InfoPage, InfoSection, POLICIES_UPDATED } from '@/components/layouts/info-page';
import { paths } from '@/config/paths';

/** Privacy Policy (/privacy): what TicketMela keeps about people, why, who sees it and how to remove it. */
export function PrivacyPolicyPage() {
  const { t } = useLingui();
  return (
    <InfoPage
      eyebrow={t`Privacy Policy`}
      title={t`Your Data at TicketMela`}
      intro={t`What we keep about you, why we keep it, who can see it, and how you can change or remove it.`}
      updated={POLICIES_UPDATED}
    >
      <InfoSection title={t`What we keep`}>
        <ul>
          <li>
            <Trans>
              <strong>Your account:</strong> name, e-mail address, phone number, and your password as a
              one-way hash (never the password itself). If you sign in with Google, we keep your Google
              account's id, not its password.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Your bookings:</strong> the event, tickets, amounts, cancellations and refunds, and when
              a ticket was scanned at the door.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Payments:</strong> the payment's reference, amount and status. Card numbers go straight
              to our payment provider and never reach or stay on our servers.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>What you send us:</strong> messages to organizers or to us, and reports about events.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Security records:</strong> sign-in attempts and the devices you signed in on, to stop
              people guessing passwords, and a log of what our admins do.
            </Trans>
          </li>
        </ul>
      </InfoSection>

      <InfoSection title={t`Why we keep it`}>
        <p>
          <Trans>
            To sell and deliver your tickets, admit you at the door, refund you, e-mail you about your
            bookings (the ticket, a cancellation, a change of date), answer your messages, and keep accounts
            and payments safe. We do not sell your data or use it for advertising.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`Who can see it`}>
        <ul>
          <li>
            <Trans>
              The organizer of an event you book sees your name, e-mail address and tickets, to run the event
              and check you in. An organizer you write to sees the name, e-mail and phone you put in the
              message.
            </Trans>
          </li>
          <li>
            <Trans>Our admins, to support you, handle reports and keep the site safe.</Trans>
          </li>
          <li>
            <Trans>
              The services we use to run the site: the payment provider for payments and refunds, our e-mail
              service, Google when you sign in with Google, and the map service that draws a venue's map.
            </Trans>
          </li>
        </ul>
      </InfoSection>

      <InfoSection title={t`Changing or removing your data`}>
        <p>
          <Trans>
            Change your details from your <Link to={paths.profile}>profile</Link>. Deleting your account there
            cancels your bookings of upcoming events (refunded under their policies) and removes your name and
            contact details. Records of past bookings and payments are kept, without your contact details, as
            the law on accounts requires. For a copy of your data or any question,{' '}
            <Link to={paths.contact}>contact us</Link>.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`Cookies and storage in your browser`}>
        <p>
          <Trans>
            What the site keeps in your browser, and why, is in the{' '}
            <Link to={paths.cookies}>Cookie Policy</Link>.
          </Trans>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
