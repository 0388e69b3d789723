import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_TICKETS_PER_BOOKING } from '@ticketmela/domain';
import { Link } from 'react-router';
import { InfoPage, InfoSection, POLICIES_UPDATED } from '@/components/layouts/info-page';
import { paths } from '@/config/paths';

/** Terms & Conditions (/terms): the rules for attendees and organizers using TicketMela. */
export function TermsPage() {
  const { t } = useLingui();
  const maxTickets = MAX_TICKETS_PER_BOOKING;
  return (
    <InfoPage
      eyebrow={t`Terms & Conditions`}
      title={t`Terms of Use`}
      intro={t`The rules for using TicketMela to find events, book tickets and run events. By creating an account or booking a ticket you agree to them.`}
      updated={POLICIES_UPDATED}
    >
      <InfoSection title={t`Who we are`}>
        <p>
          <Trans>
            TicketMela (City Centre, Sector 4, Bokaro Steel City, Jharkhand – 827004, India) runs this
            website, where organizers list events and sell tickets and attendees buy them. Each event is put
            on by its organizer; we provide the listing, the payment and the tickets.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`Your account`}>
        <ul>
          <li>
            <Trans>
              Give your real name and an e-mail address and phone number you use; one account per person.
            </Trans>
          </li>
          <li>
            <Trans>
              Keep your password to yourself. You are responsible for what is done with your account.
            </Trans>
          </li>
          <li>
            <Trans>
              We may suspend an account that breaks these terms (fraud, abuse of other users or of our
              systems, or fake events), and say why when it signs in.
            </Trans>
          </li>
        </ul>
      </InfoSection>

      <InfoSection title={t`Booking tickets`}>
        <ul>
          <li>
            <Trans>
              Prices are in Indian rupees and are the full price you pay. A booking holds at most {maxTickets}{' '}
              tickets.
            </Trans>
          </li>
          <li>
            <Trans>
              A booking is made when the payment succeeds and the booking is confirmed; seats shown as
              available are not promised until then.
            </Trans>
          </li>
          <li>
            <Trans>
              Tickets are non-transferable and may not be resold. A ticket's QR code admits its seats once;
              keep it private.
            </Trans>
          </li>
          <li>
            <Trans>The organizer may refuse entry to anyone who breaks the venue's rules or the law.</Trans>
          </li>
        </ul>
      </InfoSection>

      <InfoSection title={t`Cancellations, changes and refunds`}>
        <p>
          <Trans>
            You may cancel a booking until the event starts, with the refund the event's policy gives; a
            cancelled or moved event gives more. The details are in the{' '}
            <Link to={paths.refundPolicy}>Refund Policy</Link>, which is part of these terms.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`Organizers`}>
        <ul>
          <li>
            <Trans>
              Describe the event truthfully (title, date, venue, price, seats) and hold it as listed, or
              cancel it on TicketMela so that every attendee is refunded.
            </Trans>
          </li>
          <li>
            <Trans>
              Use attendees' details only to run the event, answer their questions and admit them at the door.
            </Trans>
          </li>
          <li>
            <Trans>
              Our team reviews reported events and may edit or remove a listing that is misleading, unlawful
              or against these terms.
            </Trans>
          </li>
        </ul>
      </InfoSection>

      <InfoSection title={t`What you may not do`}>
        <ul>
          <li>
            <Trans>List fake events, copy others' content, or post anything offensive or unlawful.</Trans>
          </li>
          <li>
            <Trans>Buy tickets to resell them, or use bots or scripts to book or to overload the site.</Trans>
          </li>
          <li>
            <Trans>Try to get into accounts, data or parts of the site that are not yours.</Trans>
          </li>
        </ul>
      </InfoSection>

      <InfoSection title={t`Our responsibility`}>
        <p>
          <Trans>
            We work to keep TicketMela available and your tickets safe, but the event itself is the
            organizer's. If an event does not take place as listed, our responsibility is to refund what you
            paid for its tickets as the Refund Policy says.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`Changes and contact`}>
        <p>
          <Trans>
            We may update these terms; the date above shows the latest version, and a change never applies to
            a booking already made. These terms are governed by the laws of India. Questions:{' '}
            <Link to={paths.contact}>contact us</Link>.
          </Trans>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
