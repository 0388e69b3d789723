import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import CirclePlus from 'lucide-react/icons/circle-plus';
import Compass from 'lucide-react/icons/compass';
import IndianRupee from 'lucide-react/icons/indian-rupee';
import QrCode from 'lucide-react/icons/qr-code';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { Link } from 'react-router';
import { ParticleBackground } from '@/components/effects/particle-background';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { FeaturedEvents } from '@/features/events/components/featured-events';

const highlights = [
  { icon: IndianRupee, text: msg`Prices in rupees` },
  { icon: ShieldCheck, text: msg`Secure card payments` },
  { icon: QrCode, text: msg`QR code tickets` },
];

function Hero() {
  const { i18n } = useLingui();
  return (
    <section
      aria-labelledby="home-heading"
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-night-950 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-br from-night-950 via-night-900 to-brand-950"
      />
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-24 -z-10 size-[28rem] rounded-full bg-brand-600/30 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-40 -left-24 -z-10 size-[30rem] rounded-full bg-night-600/30 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_1px_1px,rgba(255,255,255,0.12)_1px,transparent_0)] [background-size:28px_28px]"
      />
      <ParticleBackground className="absolute inset-0 -z-10" />

      <div className="mx-auto w-full max-w-5xl px-4 py-20 text-center sm:px-6 lg:px-8">
        <p className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-4 py-1.5 text-sm font-medium text-marigold-300">
          <Trans>Welcome to TicketMela</Trans>
        </p>
        <h1
          id="home-heading"
          className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-7xl"
        >
          <Trans>
            Discover Amazing <span className="text-marigold-300">Events</span>
          </Trans>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-gray-200 sm:text-xl">
          <Trans>
            Concerts, festivals, conferences and more across India. Find your next experience, book in rupees
            and carry your ticket as a QR code.
          </Trans>
        </p>
        <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
          <Link to={paths.events} className={buttonClasses({ size: 'lg', className: 'focus-ring-light' })}>
            <Compass aria-hidden="true" className="size-5" />
            <Trans>Explore Events</Trans>
          </Link>
          <Link
            to={paths.createEvent}
            className={buttonClasses({ variant: 'light', size: 'lg', className: 'focus-ring-light' })}
          >
            <CirclePlus aria-hidden="true" className="size-5" />
            <Trans>Create Event</Trans>
          </Link>
        </div>
        <ul className="mt-12 flex flex-wrap justify-center gap-x-8 gap-y-3 text-sm text-gray-200">
          {highlights.map(({ icon: Icon, text }) => (
            <li key={text.id} className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-4 text-marigold-300" />
              {i18n._(text)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export default function HomePage() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`TicketMela — Events, tickets and experiences across India`}</title>
      <Hero />
      <FeaturedEvents />
    </>
  );
}
