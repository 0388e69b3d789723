import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { InfoPage, InfoSection, POLICIES_UPDATED } from '@/components/layouts/info-page';
import { paths } from '@/config/paths';

/** Cookie Policy (/cookies): each cookie and browser store the site uses, and what it is for; no tracking. */
export function CookiePolicyPage() {
  const { t } = useLingui();
  return (
    <InfoPage
      eyebrow={t`Cookie Policy`}
      title={t`Cookies and Browser Storage`}
      intro={t`TicketMela uses no advertising or tracking cookies. It keeps only what the site needs to work in your browser, listed here.`}
      updated={POLICIES_UPDATED}
    >
      <InfoSection title={t`What we keep in your browser`}>
        <ul>
          <li>
            <Trans>
              <strong>Your sign-in</strong> (browser storage, "user"): your account's name, e-mail, role and a
              sign-in token, so you stay signed in. Logging out removes it.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>A known-device cookie</strong> ("tm_device", sent only to our sign-in service, for 180
              days): marks this browser as one you signed in on, so that someone guessing your password
              elsewhere cannot lock you out here.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>A payment in progress</strong> (browser storage): if a page is lost while you pay, the
              event's page can find the booking your payment made.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Where to go after signing in</strong> (this tab only): the page you were on when asked
              to sign in.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>The door's check-in list</strong> (organizers only, browser database): when door staff
              save an event's list for offline check-in, with the scans waiting to be sent.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>The site's files</strong> (service worker cache): so pages open fast and the check-in
              page works without a network.
            </Trans>
          </li>
        </ul>
      </InfoSection>

      <InfoSection title={t`Other services`}>
        <p>
          <Trans>
            Paying by card loads our payment provider's form, signing in with Google loads Google's button,
            and a venue's map loads its map images from the map service (OpenStreetMap, or Google Maps where
            the site uses it). Those services may set their own cookies under their own policies; none is
            loaded until a page needs it.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`Your choices`}>
        <p>
          <Trans>
            You can clear cookies and site data in your browser's settings at any time; you will be signed
            out, and a door's saved list is removed. More about your data is in the{' '}
            <Link to={paths.privacy}>Privacy Policy</Link>.
          </Trans>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
