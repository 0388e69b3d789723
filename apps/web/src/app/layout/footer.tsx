import { Trans } from '@lingui/react/macro';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { BrandLogo } from './brand-logo';

const SUPPORT_EMAIL = 'support@ticketmela.in';
const SUPPORT_PHONE_DISPLAY = '+91 1800 123 4567';
const SUPPORT_PHONE_HREF = 'tel:+9118001234567';

const linkClass =
  'focus-ring-light rounded text-sm text-gray-300 underline-offset-4 transition-colors hover:text-white hover:underline';

function FooterHeading({ children }: { children: ReactNode }) {
  return <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{children}</h2>;
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-night-950 text-gray-300 print:hidden">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          <div className="space-y-4">
            <BrandLogo tone="light" />
            <p className="max-w-xs text-sm leading-relaxed text-gray-300">
              <Trans>
                Concerts, festivals, conferences and more across India. Book in rupees, carry your ticket as a
                QR code.
              </Trans>
            </p>
          </div>

          <div className="space-y-4">
            <FooterHeading>
              <Trans>Quick Links</Trans>
            </FooterHeading>
            <ul className="space-y-3">
              <li>
                <Link to={paths.events} className={linkClass}>
                  <Trans>Browse Events</Trans>
                </Link>
              </li>
              <li>
                <Link to={paths.profile} className={linkClass}>
                  <Trans>My Account</Trans>
                </Link>
              </li>
              <li>
                <Link to={paths.organizer} className={linkClass}>
                  <Trans>Create Event</Trans>
                </Link>
              </li>
            </ul>
          </div>

          <div className="space-y-4">
            <FooterHeading>
              <Trans>Support</Trans>
            </FooterHeading>
            <ul className="space-y-3">
              <li>
                <Link to={paths.help} className={linkClass}>
                  <Trans>Help Center</Trans>
                </Link>
              </li>
              <li>
                <Link to={paths.contact} className={linkClass}>
                  <Trans>Contact Us</Trans>
                </Link>
              </li>
              <li>
                <Link to={paths.faq} className={linkClass}>
                  <Trans>FAQ</Trans>
                </Link>
              </li>
              <li>
                <Link to={paths.terms} className={linkClass}>
                  <Trans>Terms &amp; Conditions</Trans>
                </Link>
              </li>
            </ul>
          </div>

          <div className="space-y-4">
            <FooterHeading>
              <Trans>Contact</Trans>
            </FooterHeading>
            <address className="space-y-3 text-sm not-italic">
              <p className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-marigold-300" />
                <span>
                  <Trans>
                    City Centre, Sector 4,
                    <br />
                    Bokaro Steel City, Jharkhand – 827004, India
                  </Trans>
                </span>
              </p>
              <p className="flex items-center gap-3">
                <Mail aria-hidden="true" className="size-4 shrink-0 text-marigold-300" />
                <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
                  {SUPPORT_EMAIL}
                </a>
              </p>
              <p className="flex items-center gap-3">
                <Phone aria-hidden="true" className="size-4 shrink-0 text-marigold-300" />
                <a href={SUPPORT_PHONE_HREF} className={linkClass}>
                  {SUPPORT_PHONE_DISPLAY}
                </a>
              </p>
            </address>
          </div>
        </div>

        <div className="mt-12 flex flex-col gap-4 border-t border-white/15 pt-8 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-gray-300">
            <Trans>© {year} TicketMela. All rights reserved.</Trans>
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to={paths.privacy} className={linkClass}>
                <Trans>Privacy Policy</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.cookies} className={linkClass}>
                <Trans>Cookie Policy</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.refundPolicy} className={linkClass}>
                <Trans>Refund Policy</Trans>
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
