import { Trans } from '@lingui/react/macro';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** 'Back to Admin Dashboard': the way back to /admin from an admin sub-page. */
export function BackToDashboardLink() {
  return (
    <Link to={paths.admin} className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>Back to Admin Dashboard</Trans>
    </Link>
  );
}
