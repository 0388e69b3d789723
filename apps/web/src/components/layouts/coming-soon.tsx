import Construction from 'lucide-react/icons/construction';
import House from 'lucide-react/icons/house';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { PageContainer } from './page-container';

/** An honest placeholder for a screen that has not been built yet: no invented data. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <PageContainer className="flex min-h-[60svh] items-center justify-center">
      <title>{`${title} — TicketMela`}</title>
      <Card className="w-full max-w-lg p-8 text-center sm:p-10">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <Construction aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-5 text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h1>
        <p className="mt-3 text-gray-700">This part of TicketMela is not available yet.</p>
        <Link to={paths.home} className={buttonClasses({ className: 'mt-6' })}>
          <House aria-hidden="true" className="size-4" />
          Back to Home
        </Link>
      </Card>
    </PageContainer>
  );
}
