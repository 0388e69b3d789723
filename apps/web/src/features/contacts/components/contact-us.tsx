import { Trans, useLingui } from '@lingui/react/macro';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import MessageCircleQuestion from 'lucide-react/icons/message-circle-question';
import Phone from 'lucide-react/icons/phone';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { CONTACT_PAGE_FAQ } from '../faq-entries';
import { ContactUsForm } from './contact-us-form';

export const SUPPORT_EMAIL = 'support@ticketmela.in';
const SUPPORT_PHONE_DISPLAY = '+91 1800 123 4567';
const SUPPORT_PHONE_HREF = 'tel:+9118001234567';

function ContactLine({
  icon,
  title,
  children,
  note,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  note?: string;
}) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-gray-900">{title}</h3>
        <div className="mt-0.5 break-words text-gray-800">{children}</div>
        {note ? <p className="mt-0.5 text-sm text-gray-700">{note}</p> : null}
      </div>
    </li>
  );
}

/** Contact Us (/contact): headline, contact details, FAQ and the general contact form. */
export function ContactUs() {
  const { t, i18n } = useLingui();
  return (
    <div className="space-y-10">
      <title>{t`Contact Us — TicketMela`}</title>
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wider text-brand-800 uppercase">
          <Trans>Contact Us</Trans>
        </p>
        <h1 className="mt-2 text-3xl font-bold text-gray-900 sm:text-4xl">
          <Trans>Get in Touch</Trans>
        </h1>
        <p className="mt-3 text-lg text-gray-700">
          <Trans>
            Questions about a booking, a payment or an event? Send us a message or write to us: our team
            answers every message within 24-48 hours, most of them within 24.
          </Trans>
        </p>
      </header>

      {/* The form comes first (on a phone it is right under the headline); on wide screens it is the right column. */}
      <div className="grid gap-8 lg:grid-cols-5">
        <Card className="p-6 sm:p-8 lg:col-span-3 lg:col-start-3 lg:row-start-1">
          <h2 className="text-xl font-bold text-gray-900">
            <Trans>Send us a Message</Trans>
          </h2>
          <p className="mt-1 mb-6 text-sm text-gray-700">
            <Trans>
              Fields marked <span aria-hidden="true">*</span>
              <span className="sr-only">with an asterisk</span> are required.
            </Trans>
          </p>
          <ContactUsForm />
        </Card>
        <div className="space-y-8 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <Card className="p-6">
            <h2 className="text-xl font-bold text-gray-900">
              <Trans>Contact Information</Trans>
            </h2>
            <ul className="mt-5 space-y-5">
              <ContactLine
                icon={<Mail aria-hidden="true" className="size-5" />}
                title={t`Email`}
                note={t`Most replies within 24 hours`}
              >
                <a
                  href={`mailto:${SUPPORT_EMAIL}`}
                  className="font-medium text-brand-800 underline-offset-4 hover:underline"
                >
                  {SUPPORT_EMAIL}
                </a>
              </ContactLine>
              <ContactLine
                icon={<Phone aria-hidden="true" className="size-5" />}
                title={t`Phone`}
                note={t`Mon-Fri 9 AM - 6 PM IST`}
              >
                <a
                  href={SUPPORT_PHONE_HREF}
                  className="font-medium text-brand-800 underline-offset-4 hover:underline"
                >
                  {SUPPORT_PHONE_DISPLAY}
                </a>
              </ContactLine>
              <ContactLine icon={<MapPin aria-hidden="true" className="size-5" />} title={t`Office`}>
                <address className="not-italic">
                  <Trans>City Centre, Sector 4, Bokaro Steel City, Jharkhand – 827004, India</Trans>
                </address>
              </ContactLine>
            </ul>
          </Card>

          <Card className="p-6">
            <h2 className="flex items-center gap-2 text-xl font-bold text-gray-900">
              <MessageCircleQuestion aria-hidden="true" className="size-5 text-brand-800" />
              <Trans>Frequently Asked Questions</Trans>
            </h2>
            <dl className="mt-5 space-y-5">
              {CONTACT_PAGE_FAQ.map((item) => (
                <div key={item.question.id}>
                  <dt className="font-semibold text-gray-900">{i18n._(item.question)}</dt>
                  <dd className="mt-1 text-sm text-gray-700">{i18n._(item.answer)}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </div>
      </div>
    </div>
  );
}
